import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { formatEventDate } from '../../../../src/contracts/events/time-zones.ts';
import { LEAGUE_LEVEL_LABELS } from '../../../../src/contracts/leagues/registration-listing.ts';
import {
  SUB_NOTE_MAX,
  type SubOfferDto,
  type SubRequestDto,
} from '../../../../src/contracts/marketplace/index.ts';
import { priceLabel } from '../../../../src/contracts/pickup/price-label.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { TextField } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import { POSITION_LABELS } from './marketplace-format';
import styles from './styles';
import { useMyOffer } from './use-marketplace';

const OFFER_STATUS: Readonly<Record<SubOfferDto['status'], string>> = {
  pending: 'You offered to play. The captain will answer.',
  accepted: 'You are in: the game is in your schedule.',
  declined: 'The captain declined your offer.',
  late: 'The spots were filled before your offer was answered.',
  withdrawn: 'You withdrew your offer.',
};

export const subsNeededLabel = (request: Pick<SubRequestDto, 'needed' | 'accepted'>) => {
  const left = request.needed - request.accepted;
  return `${left} ${left === 1 ? 'sub' : 'subs'} needed`;
};

/** One "subs needed" in the Subs list: the game, what the team needs, and I CAN PLAY. */
export function SubRequestCard({ request }: { request: SubRequestDto }) {
  return (
    <article className={styles.subCard} aria-label={`${request.team.name}: ${request.title}`}>
      <span className={styles.listCardTitle}>
        {request.team.name} · {request.title}
      </span>
      <span className={styles.listCardMeta}>
        {formatEventDate(request.startsAt, request.timeZone)} · {request.addressName} · {request.city}
      </span>
      <span className={styles.listCardMeta}>
        {subsNeededLabel(request)} · {request.positions.map((p) => POSITION_LABELS[p]).join(', ')} ·{' '}
        {LEAGUE_LEVEL_LABELS[request.level]}
        {request.feeShare ? ` · Fee share ${priceLabel(request.feeShare)}` : ''}
      </span>
      {request.note && <span className={styles.listCardMeta}>{request.note}</span>}
      <OfferAction request={request} />
    </article>
  );
}

function OfferAction({ request }: { request: SubRequestDto }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname, search } = useLocation();
  if (!authenticated)
    return (
      <div className={styles.subCardAction}>
        <ButtonLink to={loginHref(`${pathname}${search}`)} size="small" variant="secondary">
          LOG IN TO PLAY
        </ButtonLink>
      </div>
    );
  return <SignedInOffer request={request} />;
}

function SignedInOffer({ request }: { request: SubRequestDto }) {
  const { data: mine, mutate } = useMyOffer(request.id);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  if (mine === undefined) return null;
  if (mine) return <p className={styles.note}>{OFFER_STATUS[mine.status]}</p>;
  const offer = async () => {
    setBusy(true);
    setNoteError(undefined);
    try {
      const { offer: saved, message } = await api.post<{ offer: SubOfferDto; message: string }>(
        `/marketplace/subs/${encodeURIComponent(request.id)}/offers`,
        { note },
      );
      toast.success(message);
      await mutate(saved, { revalidate: false });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.note) setNoteError(error.fieldErrors.note);
      else
        toast.error(
          error instanceof ApiError
            ? (firstServerError(error) ?? SOMETHING_WENT_WRONG)
            : SOMETHING_WENT_WRONG,
        );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.subCardAction}>
      <div className={styles.subNote}>
        <TextField
          label="Note for the captain (optional)"
          name={`sub-note-${request.id}`}
          maxLength={SUB_NOTE_MAX}
          placeholder="e.g. Centre-back, can play left"
          value={note}
          error={noteError}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <Button size="small" onClick={() => void offer()} disabled={busy}>
        I CAN PLAY
      </Button>
    </div>
  );
}
