import { type FormEvent, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import type { LeagueLevel } from '../../../../src/contracts/leagues/registration-listing.ts';
import {
  type EventSubRequestDto,
  type FreeAgentPosition,
  MAX_SUBS_NEEDED,
  SUB_NOTE_MAX,
  type SubEventKind,
  type SubOfferDto,
  type SubRequestDto,
} from '../../../../src/contracts/marketplace/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { useApi } from '../../api/use-api';
import { Button } from '../../ui/button/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import { CityField, LevelField, PositionsField } from './listing-fields';
import { POSITION_LABELS } from './marketplace-format';
import styles from './styles';
import { OfferWho } from './sub-offer-who';
import { subsNeededLabel } from './sub-request-card';
import { marketplaceKeys } from './use-marketplace';

const OFFER_LABELS: Readonly<Record<SubOfferDto['status'], string>> = {
  pending: 'Offered',
  accepted: 'Accepted: on the roster as a sub',
  declined: 'Declined',
  late: 'Too late',
  withdrawn: 'Withdrawn',
};

/**
 * The event page's "subs needed" for a captain of a game still ahead (issue 20): post one, then see the
 * offers and accept up to how many are needed, or close it. A league game's page passes
 * `eventKind="league_event"` (the request is for the captain's team in it).
 */
export function EventSubsPanel({
  eventId,
  eventKind = 'team_event',
  onRosterChange,
}: {
  eventId: string;
  eventKind?: SubEventKind;
  onRosterChange: () => void;
}) {
  const { data, mutate } = useApi<EventSubRequestDto>(marketplaceKeys.eventSubs(eventId, eventKind));
  if (!data) return null;
  const open = data.request?.status === 'open' ? data.request : null;
  return (
    <section className={styles.card} aria-labelledby="event-subs">
      <h2 id="event-subs" className={styles.cardTitle}>
        Subs needed?
      </h2>
      {open ? (
        <OpenRequest
          request={open}
          offers={data.offers}
          onChange={() => void mutate()}
          onAccepted={onRosterChange}
        />
      ) : (
        <>
          {data.request && (
            <p className={styles.note}>
              {data.request.status === 'filled'
                ? 'Your last sub request is filled.'
                : 'Your last sub request is closed.'}
            </p>
          )}
          <SubRequestForm eventId={eventId} eventKind={eventKind} onDone={() => void mutate()} />
        </>
      )}
    </section>
  );
}

function OpenRequest({
  request,
  offers,
  onChange,
  onAccepted,
}: {
  request: SubRequestDto;
  offers: SubOfferDto[];
  onChange: () => void;
  onAccepted: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<string>();
  const act = async (path: string, key: string, after?: () => void) => {
    setBusy(key);
    try {
      const { message } = await api.post<{ message: string }>(path, {});
      toast.success(message);
      after?.();
    } catch (error) {
      toast.error(
        error instanceof ApiError ? (firstServerError(error) ?? SOMETHING_WENT_WRONG) : SOMETHING_WENT_WRONG,
      );
    } finally {
      setBusy(undefined);
      onChange();
    }
  };
  const base = `/marketplace/subs/${encodeURIComponent(request.id)}`;
  return (
    <>
      <p className={styles.listCardMeta}>
        {subsNeededLabel(request)} · {request.positions.map((p) => POSITION_LABELS[p]).join(', ')} · listed in{' '}
        {request.city}
      </p>
      {offers.length === 0 ? (
        <p className={styles.note}>No offers yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Offers">
          {offers.map((offer) => (
            <li key={offer.id} className={styles.subCard}>
              <OfferWho offer={offer} />
              {offer.status === 'pending' ? (
                <div className={styles.subCardAction}>
                  <Button
                    size="small"
                    busy={busy === `accept-${offer.id}`}
                    busyLabel="ACCEPTING…"
                    onClick={() =>
                      void act(`${base}/offers/${offer.id}/accept`, `accept-${offer.id}`, onAccepted)
                    }
                  >
                    ACCEPT
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => void act(`${base}/offers/${offer.id}/decline`, `decline-${offer.id}`)}
                  >
                    DECLINE
                  </Button>
                </div>
              ) : (
                <span className={styles.listCardMeta}>{OFFER_LABELS[offer.status]}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.subCardAction}>
        <Button size="small" variant="ghost" onClick={() => void act(`${base}/close`, 'close')}>
          CLOSE REQUEST
        </Button>
      </div>
    </>
  );
}

interface Fields {
  workspaceId: string;
  needed: string;
  positions: FreeAgentPosition[];
  level: LeagueLevel;
  fee: string;
  note: string;
}

/** Dollars as typed ('8', '8.50') to integer cents; '' is no share of the fee. */
const feeShareOf = (text: string) =>
  text.trim() === '' ? null : { amountCents: Math.round(Number(text) * 100), currency: 'USD' as const };

function SubRequestForm({
  eventId,
  eventKind,
  onDone,
}: {
  eventId: string;
  eventKind: SubEventKind;
  onDone: () => void;
}) {
  const toast = useToast();
  const [fields, setFields] = useState<Fields>({
    workspaceId: '',
    needed: '1',
    positions: [],
    level: 'intermediate',
    fee: '',
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) =>
      setFields((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAlert(undefined);
    setErrors({});
    try {
      const { message } = await api.post<{ message: string }>('/marketplace/subs', {
        eventId,
        eventKind,
        workspaceId: Number(fields.workspaceId) || 0,
        needed: Number(fields.needed),
        positions: fields.positions,
        level: fields.level,
        feeShare: feeShareOf(fields.fee),
        note: fields.note,
      });
      toast.success(message);
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length > 0)
        setErrors(caught.fieldErrors);
      else setAlert(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Subs needed"
    >
      {alert && <FormAlert>{alert}</FormAlert>}
      <CityField
        label="List in city"
        name="workspaceId"
        value={fields.workspaceId}
        error={errors.workspaceId}
        onChange={set('workspaceId')}
      />
      <SelectField
        label="How many"
        name="needed"
        options={Array.from({ length: MAX_SUBS_NEEDED }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }))}
        value={fields.needed}
        error={errors.needed}
        onChange={(event) => set('needed')(event.target.value)}
      />
      <PositionsField
        name="positions"
        value={fields.positions}
        onChange={set('positions')}
        error={errors.positions}
      />
      <LevelField value={fields.level} error={errors.level} onChange={set('level')} />
      <TextField
        label="Share of the fee (USD, optional)"
        name="fee"
        inputMode="decimal"
        value={fields.fee}
        error={errors['feeShare.amountCents'] ?? errors.feeShare}
        onChange={(event) => set('fee')(event.target.value)}
      />
      <TextAreaField
        label="Note (optional)"
        name="note"
        maxLength={SUB_NOTE_MAX}
        rows={2}
        value={fields.note}
        error={errors.note}
        onChange={(event) => set('note')(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={busy} busyLabel="POSTING…">
          POST SUBS NEEDED
        </Button>
      </div>
    </form>
  );
}
