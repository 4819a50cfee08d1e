import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { type SignWaiverResultDto, WAIVER_MESSAGES } from '../../../../src/contracts/waivers/messages.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { RetryBlock } from '../../ui/blocks/retry-block';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useMe } from '../session/use-me';
import { useCurrentWaiver, useRefreshWaivers } from './use-waivers';
import styles from './waivers.module.css';

/**
 * The organization's current waiver with I AGREE: the signing page's body, and what league registration
 * shows before checkout. `onSigned` gets the signature the member just gave (or had given already).
 */
export function SignWaiver({
  orgId,
  onSigned,
}: {
  orgId: number;
  onSigned: (result: SignWaiverResultDto) => void;
}) {
  const { data: waiver, error, mutate } = useCurrentWaiver(orgId);
  const { data: me } = useMe();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRefreshWaivers();

  if (error)
    return error.status === 404 ? (
      <p className={styles.muted}>{WAIVER_MESSAGES.noWaiver}</p>
    ) : (
      <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void mutate()} />
    );
  if (!waiver || !me)
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton height="12rem" />
      </div>
    );

  const agree = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await api.post<SignWaiverResultDto>(
        `/member/${encodeURIComponent(me.memberId)}/waivers/${encodeURIComponent(waiver.id)}`,
      );
      await refresh();
      onSigned(result);
    } catch (caught) {
      setFailure(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
      // A new version was published meanwhile: show it.
      void mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className={styles.subtitle}>{waiver.name}</h2>
      <p className={styles.muted}>Version {waiver.waiverVersion}</p>
      <section className={styles.text} aria-label="Waiver text">
        {waiver.text}
      </section>
      <p className={styles.muted}>
        By pressing I AGREE you sign this waiver as {`${me.firstName} ${me.lastName}`.trim()}.
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button busy={busy} busyLabel="SIGNING…" onClick={() => void agree()}>
          I AGREE
        </Button>
      </div>
    </>
  );
}
