import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { WAIVER_MESSAGES } from '../../../../src/contracts/waivers/messages.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Button, ButtonLink } from '../../ui/button/button';
import { useToast } from '../../ui/toast/use-toast';
import { useMemberWaivers } from './use-waivers';
import styles from './waivers.module.css';

/**
 * Spec §2's waiver rows on a profile card: '(waiver name) Outstanding' in the error style, with SEND
 * REMINDER for the member's captains and the organization's staff (SIGN for the member), or the signed
 * waiver's name linking to /waivers/{id}. Nothing for viewers the API refuses or with no waiver to show.
 */
export function WaiverRows({ memberId, isSelf }: { memberId: string; isSelf: boolean }) {
  const { data } = useMemberWaivers(memberId);
  const rows = (data ?? []).filter((row) => row.latestOrgWaiver);
  if (rows.length === 0) return null;
  return (
    <ul className={styles.rows} aria-label="Waivers">
      {rows.map((row) => (
        <li key={row.organization.id} className={styles.row}>
          {row.outstanding ? (
            <>
              <p className={styles.outstanding}>
                {row.latestOrgWaiver!.name} {WAIVER_MESSAGES.outstanding}
              </p>
              {isSelf ? (
                <ButtonLink size="small" to={`/sign-waiver/${row.organization.id}`}>
                  SIGN
                </ButtonLink>
              ) : (
                <SendReminder memberId={memberId} orgId={row.organization.id} />
              )}
            </>
          ) : row.signedMemberWaiver ? (
            <Link className={styles.signedLink} to={`/waivers/${row.signedMemberWaiver.id}`}>
              {row.signedMemberWaiver.name} (signed)
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SendReminder({ memberId, orgId }: { memberId: string; orgId: number }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const toast = useToast();
  const send = async () => {
    setBusy(true);
    try {
      await api.post(`/team/members/${encodeURIComponent(memberId)}/waivers/${orgId}/reminder`);
      toast.success(WAIVER_MESSAGES.reminderSent);
      setSent(true);
    } catch (caught) {
      toast.error(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="small"
      busy={busy}
      busyLabel="SENDING…"
      disabled={sent}
      onClick={() => void send()}
    >
      {sent ? 'REMINDER SENT' : 'SEND REMINDER'}
    </Button>
  );
}
