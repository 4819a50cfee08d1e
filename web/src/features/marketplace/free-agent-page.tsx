import { useAtomValue } from 'jotai';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { LEAGUE_LEVEL_LABELS } from '../../../../src/contracts/leagues/registration-listing.ts';
import {
  FREE_AGENT_MESSAGES,
  type FreeAgentDto,
  reliabilityLabel,
} from '../../../../src/contracts/marketplace/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { refetchPages } from '../../api/paged-list';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { useOpenChat } from '../chat/chat-params';
import { useMe } from '../session/use-me';
import { Fact } from './fact';
import { FreeAgentForm } from './free-agent-form';
import { InviteFreeAgent } from './invite-free-agent';
import { ListingFrame } from './listing-frame';
import { marketplaceSearch } from './marketplace-filters';
import { freeAgentName, freeAgentWhenLabel, LOOKING_FOR_LABELS, POSITION_LABELS } from './marketplace-format';
import styles from './styles';
import { marketplaceKeys, useFreeAgent } from './use-marketplace';

const listPath = `/marketplace${marketplaceSearch('free-agents')}`;

/** `/marketplace/free-agent/{id}`: a player who looks for a team; no contact fields (spec §6). */
export function FreeAgentPage() {
  const { freeAgentId } = useParams();
  const { data, error, mutate } = useFreeAgent(freeAgentId);
  return (
    <ListingFrame
      data={data}
      error={error}
      retry={() => void mutate()}
      title={(agent) => `${freeAgentName(agent)}, free agent`}
      fallbackTitle="Free agent"
      backTo={listPath}
      notFound={FREE_AGENT_MESSAGES.notFound}
    >
      {(agent) => <FreeAgent agent={agent} />}
    </ListingFrame>
  );
}

function FreeAgent({ agent }: { agent: FreeAgentDto }) {
  const { data: me } = useMe();
  const own = me?.memberId === agent.member.id;
  return (
    <>
      <div className={styles.hero}>
        <p className={styles.heroMeta}>Free agent · {agent.city}</p>
        <h1 className={styles.heroTitle}>{freeAgentName(agent)}</h1>
        <ul className={styles.heroFacts} aria-label="Free agent facts">
          <li className={styles.heroFact}>{LEAGUE_LEVEL_LABELS[agent.level]}</li>
          {agent.status === 'paused' && <li className={styles.heroFact}>Paused</li>}
          {agent.league && <li className={styles.heroFact}>{agent.league.name}</li>}
        </ul>
        {own ? (
          <OwnListingActions agent={agent} />
        ) : (
          <>
            <ContactActions agent={agent} />
            <InviteFreeAgent agent={agent} />
          </>
        )}
      </div>
      <section className={styles.card} aria-labelledby="agent-play">
        <h2 id="agent-play" className={styles.cardTitle}>
          Plays
        </h2>
        <dl className={styles.facts}>
          <Fact term="Positions">
            {agent.positions.map((position) => POSITION_LABELS[position]).join(', ')}
          </Fact>
          <Fact term="Available">{freeAgentWhenLabel(agent)}</Fact>
          <Fact term="Looking for">
            {agent.lookingFor.map((what) => LOOKING_FOR_LABELS[what]).join(', ')}
          </Fact>
          <Fact term="City">{agent.city}</Fact>
          <Fact term="Reliability">{reliabilityLabel(agent.reliability)}</Fact>
        </dl>
        {agent.about && <p className={styles.text}>{agent.about}</p>}
      </section>
    </>
  );
}

/**
 * Anyone else: MESSAGE opens a direct chat with the player (contact fields stay hidden, spec §6); a
 * visitor is asked to log in first and comes back here.
 */
function ContactActions({ agent }: { agent: FreeAgentDto }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname } = useLocation();
  const openChat = useOpenChat();
  if (!authenticated) {
    return (
      <div className={styles.heroActions}>
        <ButtonLink to={loginHref(pathname)} variant="inverse" size="small">
          LOG IN TO MESSAGE
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.heroActions}>
      <Button
        variant="inverse"
        size="small"
        onClick={() =>
          openChat({
            type: 'dm',
            recipientId: agent.member.id,
            recipientName: freeAgentName(agent),
          })
        }
      >
        MESSAGE
      </Button>
    </div>
  );
}

/** The player's own listing: EDIT, PAUSE or RESUME, REMOVE. */
function OwnListingActions({ agent }: { agent: FreeAgentDto }) {
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([
      mutate(marketplaceKeys.freeAgent(agent.id)),
      mutate(marketplaceKeys.myFreeAgents),
      refetchPages(
        mutate,
        marketplaceKeys.freeAgents(),
        marketplaceKeys.freeAgents({ city: String(agent.workspaceId) }),
      ),
    ]);
  const saved = (message: string) => {
    closeModal();
    toast.success(message);
    void refresh();
  };
  const setStatus = async (status: 'active' | 'paused') => {
    try {
      const result = await api.patch<{ message: string }>(
        `/marketplace/free-agents/${encodeURIComponent(agent.id)}`,
        { status },
      );
      toast.success(result.message);
      void refresh();
    } catch (caught) {
      toast.error(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
    }
  };
  return (
    <div className={styles.heroActions}>
      <Button
        variant="inverse"
        size="small"
        onClick={() =>
          openModal(<FreeAgentForm listing={agent} onDone={(_, message) => saved(message)} />, {
            title: 'EDIT YOUR LISTING',
          })
        }
      >
        EDIT
      </Button>
      <Button
        variant="outlineInverse"
        size="small"
        onClick={() => void setStatus(agent.status === 'paused' ? 'active' : 'paused')}
      >
        {agent.status === 'paused' ? 'RESUME' : 'PAUSE'}
      </Button>
      <Button
        variant="outlineInverse"
        size="small"
        onClick={() =>
          openModal(
            <ConfirmContent
              confirmLabel="REMOVE"
              busyLabel="REMOVING…"
              tone="danger"
              onCancel={closeModal}
              errorMessage={(error) => firstServerError(error) ?? SOMETHING_WENT_WRONG}
              onConfirm={async () => {
                const result = await api.delete<{ message: string }>(
                  `/marketplace/free-agents/${encodeURIComponent(agent.id)}`,
                );
                closeModal();
                toast.success(result.message);
                await refresh();
                navigate(listPath);
              }}
            >
              <p>Your free agent listing will no longer be shown.</p>
            </ConfirmContent>,
            { title: 'REMOVE LISTING' },
          )
        }
      >
        REMOVE
      </Button>
    </div>
  );
}
