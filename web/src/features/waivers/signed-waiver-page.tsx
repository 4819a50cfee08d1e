import { useParams } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { WAIVER_MESSAGES } from '../../../../src/contracts/waivers/messages.ts';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { ButtonLink } from '../../ui/button/button';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { RequireAuth } from '../session/require-auth';
import { useMe } from '../session/use-me';
import { formatSignedDate, useSignedWaiver } from './use-waivers';
import styles from './waivers.module.css';

/** `/waivers/{id}`: what a member signed, when, and which version (spec §2's signed waiver link). */
export function SignedWaiverPage() {
  return (
    <RequireAuth>
      <SignedWaiver />
    </RequireAuth>
  );
}

function SignedWaiver() {
  const { signedWaiverId = '' } = useParams();
  const { data, error, mutate } = useSignedWaiver(signedWaiverId);
  const { data: me } = useMe();
  if (error)
    return (
      <div className={styles.page}>
        <title>Signed waiver · Playfield</title>
        <h1 className={styles.title}>Signed waiver</h1>
        {error.status === 404 || error.status === 403 ? (
          <p className={styles.muted}>
            {error.status === 404 ? WAIVER_MESSAGES.signedWaiverNotFound : WAIVER_MESSAGES.notAllowed}
          </p>
        ) : (
          <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void mutate()} />
        )}
      </div>
    );
  if (!data)
    return (
      <div className={styles.page} aria-busy="true">
        <h1 className={styles.title}>Signed waiver</h1>
        <Skeleton width="50%" height="1.25rem" />
        <Skeleton height="4rem" />
        <Skeleton height="12rem" />
      </div>
    );
  return (
    <div className={styles.page}>
      <title>{`${data.name} · Playfield`}</title>
      <h1 className={styles.title}>{data.name}</h1>
      <span className={data.isCurrent ? styles.badge : `${styles.badge} ${styles.badgeOld}`}>
        {data.isCurrent ? 'Signed: current version' : 'Signed: an earlier version'}
      </span>
      <dl className={styles.facts}>
        <dt>Organization</dt>
        <dd>{data.organization.name}</dd>
        <dt>Version</dt>
        <dd>{data.waiverVersion}</dd>
        <dt>Signed</dt>
        <dd>
          <time dateTime={data.signedDate}>{formatSignedDate(data.signedDate)}</time>
        </dd>
        <dt>Status</dt>
        <dd>{data.status === 'agreed' ? 'Agreed' : data.status}</dd>
      </dl>
      <section className={styles.text} aria-label="Waiver text">
        {data.text}
      </section>
      {!data.isCurrent && me?.memberId === data.memberId && (
        <div className={styles.actions}>
          <ButtonLink to={`/sign-waiver/${data.organization.id}`}>SIGN THE CURRENT VERSION</ButtonLink>
        </div>
      )}
    </div>
  );
}
