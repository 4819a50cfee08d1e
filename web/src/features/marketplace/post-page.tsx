import { useAtomValue } from 'jotai';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { formatCalendarDate } from '../../../../src/contracts/leagues/league.ts';
import { POST_MESSAGES, type PostDto } from '../../../../src/contracts/marketplace/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { refetchPages } from '../../api/paged-list';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { useStaffWorkspaces } from '../leagues/use-leagues';
import { useMe } from '../session/use-me';
import { ListingFrame } from './listing-frame';
import { marketplaceSearch } from './marketplace-filters';
import { PostForm } from './post-form';
import styles from './styles';
import { marketplaceKeys, usePost } from './use-marketplace';

const listPath = `/marketplace${marketplaceSearch('posts')}`;

/** `/marketplace/post/{postId}`: a member's post in a city, listed for 30 days. */
export function PostPage() {
  const { postId } = useParams();
  const { data, error, mutate } = usePost(postId);
  return (
    <ListingFrame
      data={data}
      error={error}
      retry={() => void mutate()}
      title={(post) => post.title}
      fallbackTitle="Post"
      backTo={listPath}
      notFound={POST_MESSAGES.notFound}
    >
      {(post) => <Post post={post} />}
    </ListingFrame>
  );
}

function Post({ post }: { post: PostDto }) {
  return (
    <>
      <div className={styles.hero}>
        <p className={styles.heroMeta}>
          {post.categoryLabel} · {post.city}
        </p>
        <h1 className={styles.heroTitle}>{post.title}</h1>
        <p className={styles.heroMeta}>
          {post.author.firstName} {post.author.lastName} · listed until{' '}
          {formatCalendarDate(post.expiresAt.slice(0, 10))}
        </p>
        <PostActions post={post} />
      </div>
      <section className={styles.card} aria-label="Post">
        {post.imageUrl && <img src={post.imageUrl} alt="" className={styles.postImage} />}
        <p className={styles.text}>{post.body}</p>
      </section>
    </>
  );
}

/**
 * The author edits or deletes; anyone else signed in reports, and the organization's staff also delete; a
 * visitor is asked to log in first.
 */
function PostActions({ post }: { post: PostDto }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: staffOf } = useStaffWorkspaces();
  // The organization's staff remove posts in its cities (the API allows them DELETE).
  const isStaff = staffOf?.some((entry) => entry.organization.id === post.organizationId) ?? false;
  if (!authenticated) {
    return (
      <div className={styles.heroActions}>
        <ButtonLink to={loginHref(pathname)} variant="inverse" size="small">
          LOG IN TO REPORT
        </ButtonLink>
      </div>
    );
  }
  if (!me) return null;
  const refresh = () =>
    Promise.all([
      mutate(marketplaceKeys.post(post.id)),
      refetchPages(
        mutate,
        marketplaceKeys.posts(),
        marketplaceKeys.posts({ city: String(post.workspaceId) }),
      ),
    ]);
  const confirm = (title: string, label: string, text: string, run: () => Promise<void>) =>
    openModal(
      <ConfirmContent
        confirmLabel={label}
        busyLabel={`${label}…`}
        tone="danger"
        onCancel={closeModal}
        errorMessage={(error) => firstServerError(error) ?? SOMETHING_WENT_WRONG}
        onConfirm={run}
      >
        <p>{text}</p>
      </ConfirmContent>,
      { title },
    );
  const deleteButton = (
    <Button
      variant="outlineInverse"
      size="small"
      onClick={() =>
        confirm('DELETE POST', 'DELETE', 'The post will no longer be shown.', async () => {
          const result = await api.delete<{ message: string }>(
            `/marketplace/posts/${encodeURIComponent(post.id)}`,
          );
          closeModal();
          toast.success(result.message);
          await refresh();
          navigate(listPath);
        })
      }
    >
      DELETE
    </Button>
  );
  if (me.memberId !== post.author.id) {
    return (
      <div className={styles.heroActions}>
        <Button
          variant="outlineInverse"
          size="small"
          onClick={() =>
            confirm('REPORT POST', 'REPORT', 'The organization’s staff will look at this post.', async () => {
              const result = await api.post<{ message: string }>(
                `/marketplace/posts/${encodeURIComponent(post.id)}/report`,
                {},
              );
              closeModal();
              toast.success(result.message);
            })
          }
        >
          REPORT
        </Button>
        {isStaff && deleteButton}
      </div>
    );
  }
  return (
    <div className={styles.heroActions}>
      <Button
        variant="inverse"
        size="small"
        onClick={() =>
          openModal(
            <PostForm
              post={post}
              onDone={(_, message) => {
                closeModal();
                toast.success(message);
                void refresh();
              }}
            />,
            { title: 'EDIT POST' },
          )
        }
      >
        EDIT
      </Button>
      {deleteButton}
    </div>
  );
}
