import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { refetchPages } from '../../api/paged-list';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { FreeAgentForm } from './free-agent-form';
import type { MarketplaceTab } from './marketplace-filters';
import { marketplacePaths } from './marketplace-paths';
import { PostForm } from './post-form';
import { marketplaceKeys, useMyFreeAgents } from './use-marketplace';

/**
 * The list page's action for its tab: LIST YOURSELF (free agents; MY LISTING once listed) and NEW POST
 * (posts). A visitor gets LOG IN … instead, which comes back to this page and tab after login (spec §4).
 */
export function MarketplaceActions({ tab }: { tab: MarketplaceTab }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname, search } = useLocation();
  // Subs are posted from a team event's page (issue 20), not from the list.
  if (tab === 'leagues' || tab === 'subs') return null;
  if (!authenticated) {
    return (
      <ButtonLink to={loginHref(`${pathname}${search}`)} size="small">
        {tab === 'free-agents' ? 'LOG IN TO LIST YOURSELF' : 'LOG IN TO POST'}
      </ButtonLink>
    );
  }
  return tab === 'free-agents' ? <ListYourself /> : <NewPost />;
}

function ListYourself() {
  const { data: mine } = useMyFreeAgents();
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const [own] = mine ?? [];
  if (own) {
    return (
      <ButtonLink to={marketplacePaths.freeAgent(own.id)} size="small" variant="secondary">
        MY LISTING
      </ButtonLink>
    );
  }
  return (
    <Button
      size="small"
      disabled={!mine}
      onClick={() =>
        openModal(
          <FreeAgentForm
            onDone={(saved, message) => {
              closeModal();
              toast.success(message);
              void mutate(marketplaceKeys.myFreeAgents);
              void refetchPages(
                mutate,
                marketplaceKeys.freeAgents(),
                marketplaceKeys.freeAgents({ city: String(saved.workspaceId) }),
              );
              navigate(marketplacePaths.freeAgent(saved.id));
            }}
          />,
          { title: 'LIST YOURSELF AS A FREE AGENT' },
        )
      }
    >
      LIST YOURSELF
    </Button>
  );
}

function NewPost() {
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      onClick={() =>
        openModal(
          <PostForm
            onDone={(saved, message) => {
              closeModal();
              toast.success(message);
              void refetchPages(
                mutate,
                marketplaceKeys.posts(),
                marketplaceKeys.posts({ city: String(saved.workspaceId) }),
              );
              navigate(marketplacePaths.post(saved.id));
            }}
          />,
          { title: 'NEW POST' },
        )
      }
    >
      NEW POST
    </Button>
  );
}
