import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { ButtonLink } from '../../ui/button/button';
import { PageSkeleton } from '../../ui/skeleton/skeleton';
import { MARKETPLACE_MESSAGES } from './marketplace-messages';
import { marketplacePaths } from './marketplace-paths';
import styles from './styles';

export interface ListingFrameProps<T> {
  /** The browser tab's title once loaded (the page's own name while loading). */
  title: (data: T) => string;
  fallbackTitle: string;
  /** Which marketplace tab the back link returns to. */
  backTo: string;
  data: T | undefined;
  error: ApiError | undefined;
  retry: () => void;
  /** The API's not-found message for this kind of listing. */
  notFound: string;
  children: (data: T) => ReactNode;
}

/**
 * A marketplace listing page (league, free agent, post): no app header here (spec §2), so a link back
 * to the list; a skeleton while loading, the listing's not-found message with a way back, TRY AGAIN
 * on any other failure.
 */
export function ListingFrame<T>({
  title,
  fallbackTitle,
  backTo,
  data,
  error,
  retry,
  notFound,
  children,
}: ListingFrameProps<T>) {
  const missing = error && !data && (error.status === 404 || error.status === 400);
  return (
    <div className={styles.page}>
      <title>{`${data ? title(data) : fallbackTitle} · Playfield`}</title>
      <Link to={backTo} className={styles.back}>
        ← Marketplace
      </Link>
      {data ? (
        children(data)
      ) : missing ? (
        <div className={styles.stateBlock}>
          <h1 className={styles.pageTitle}>{notFound}</h1>
          <ButtonLink to={marketplacePaths.list} variant="secondary">
            BACK TO THE MARKETPLACE
          </ButtonLink>
        </div>
      ) : error ? (
        <RetryBlock message={MARKETPLACE_MESSAGES.listingFailed} onRetry={retry} />
      ) : (
        <PageSkeleton />
      )}
    </div>
  );
}
