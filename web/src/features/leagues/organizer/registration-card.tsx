import { useState } from 'react';
import type { LeagueDto } from '../../../../../src/contracts/leagues/index.ts';
import {
  REGISTRATION_MESSAGES,
  type RegistrationDto,
  type RegistrationPaymentStatus,
  type RegistrationSettingsDto,
  type RegistrationStatus,
} from '../../../../../src/contracts/leagues/registration.ts';
import {
  LEAGUE_GENDER_LABELS,
  LEAGUE_LEVEL_LABELS,
} from '../../../../../src/contracts/leagues/registration-listing.ts';
import { priceLabel } from '../../../../../src/contracts/pickup/price-label.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { useApi } from '../../../api/use-api';
import { Button } from '../../../ui/button/button';
import { ConfirmContent } from '../../../ui/modal/confirm-content';
import { useModal } from '../../../ui/modal/use-modal';
import { useToast } from '../../../ui/toast/use-toast';
import { ListSkeleton } from '../../clubs/club-header';
import { useOpenPlayerProfile } from '../../player-profile/use-player-profile';
import { LoadError } from '../league-page';
import styles from '../leagues.module.css';
import { useLeagueTeams, useRefreshLeague } from '../use-leagues';
import { PlaceFreeAgent } from './place-free-agent';
import { RegistrationForm, toLocalInput } from './registration-form';

const id = encodeURIComponent;
export const registrationKeys = {
  settings: (leagueId: string) => `/league-common/${id(leagueId)}/registration`,
  list: (leagueId: string) => `/league/${id(leagueId)}/registrations`,
  csv: (leagueId: string) => `/api/league/${id(leagueId)}/registrations/csv`,
} as const;

export const STATUS_LABELS: Readonly<Record<RegistrationStatus, string>> = {
  checkout: 'Paying',
  registered: 'Registered',
  waitlisted: 'Waitlist',
  expired: 'Expired',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const PAYMENT_LABELS: Readonly<Record<RegistrationPaymentStatus, string>> = {
  free: 'Free',
  pending: 'Pending',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

export const NOT_OPENED = 'Registration has never been opened for this league.';

/** Registrations a coordinator may still decline: the rest have ended. */
const DECLINABLE: ReadonlySet<RegistrationStatus> = new Set(['checkout', 'registered', 'waitlisted']);

export const DECLINE_TEXT =
  'Decline this registration? A paid registration is refunded, and the spot is offered to the first team waiting.';
export const DECLINED = 'Registration declined.';
export const APPROVED = 'Registration approved.';

/** `2027-01-04T18:00` → `Jan 4, 2027, 6:00 PM`, read in the league's zone. */
function when(instant: string, ianaZone: string): string {
  return new Date(`${toLocalInput(instant, ianaZone)}:00`).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * The console's Registration panel: open registration (window, spots, fees, refund cut-off, gender,
 * level, Learn more), edit or close it, and the registrations with their payment status and the CSV.
 */
export function RegistrationCard({ league }: { league: LeagueDto }) {
  const settingsKey = registrationKeys.settings(league.id);
  const { data: settings, error, mutate } = useApi<RegistrationSettingsDto>(settingsKey);
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const toast = useToast();
  const neverOpened = error?.status === 404;
  const zoneLabel = league.timezone.replace(/^US\//, '').replace(/_/g, ' ');
  const saved = (next: RegistrationSettingsDto, message: string) => {
    toast.success(message);
    setEditing(false);
    void mutate(next, { revalidate: false });
  };
  const close = async () => {
    setClosing(true);
    try {
      saved(
        await api.delete<RegistrationSettingsDto>(`/league/${id(league.id)}/registration`),
        REGISTRATION_MESSAGES.withdrawn,
      );
    } catch (caught) {
      toast.error(firstServerError(caught) ?? 'Something went wrong.');
    } finally {
      setClosing(false);
    }
  };
  const form = (
    <RegistrationForm
      leagueId={league.id}
      ianaZone={league.ianaTimezone}
      zoneLabel={zoneLabel}
      settings={settings}
      onCancel={settings ? () => setEditing(false) : undefined}
      onSaved={(next) =>
        saved(next, settings?.state === 'open' ? REGISTRATION_MESSAGES.updated : REGISTRATION_MESSAGES.opened)
      }
    />
  );
  return (
    <section className={styles.card} aria-labelledby="console-registration">
      <div className={styles.cardHead}>
        <h2 id="console-registration" className={styles.cardTitle}>
          Registration
        </h2>
        {settings && !editing && (
          <div className={styles.row}>
            <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
              {settings.state === 'open' ? 'EDIT REGISTRATION' : 'OPEN AGAIN'}
            </Button>
            {settings.state === 'open' && (
              <Button
                size="small"
                variant="ghost"
                busy={closing}
                busyLabel="CLOSING…"
                onClick={() => void close()}
              >
                CLOSE REGISTRATION
              </Button>
            )}
          </div>
        )}
      </div>
      {neverOpened ? (
        <>
          <p className={styles.muted}>{NOT_OPENED}</p>
          {form}
        </>
      ) : error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !settings ? (
        <ListSkeleton rows={2} />
      ) : editing ? (
        form
      ) : (
        <>
          <SettingsSummary settings={settings} ianaZone={league.ianaTimezone} />
          <Registrations league={league} />
        </>
      )}
    </section>
  );
}

function SettingsSummary({ settings, ianaZone }: { settings: RegistrationSettingsDto; ianaZone: string }) {
  const state = settings.isOpen
    ? 'Open now'
    : settings.state === 'closed'
      ? 'Closed'
      : Date.parse(settings.opensAt) > Date.now()
        ? 'Opens later'
        : 'Window ended';
  return (
    <>
      <p className={styles.row}>
        <span className={settings.isOpen ? styles.chipOk : styles.chipWarn}>{state}</span>
        <span className={styles.muted}>
          {settings.teamsRegistered} of {settings.maxTeams} teams · {settings.spotsLeft} spots left
          {settings.teamsHeld > 0 ? ` · ${settings.teamsHeld} paying` : ''}
          {settings.waitlistCount > 0 ? ` · ${settings.waitlistCount} on the waitlist` : ''}
        </span>
      </p>
      <p className={styles.muted}>
        {when(settings.opensAt, ianaZone)} to {when(settings.closesAt, ianaZone)} · refunds until{' '}
        {when(settings.refundCutoff, ianaZone)}
      </p>
      <p className={styles.muted}>
        Team {priceLabel(settings.teamFee)} · Free agent {priceLabel(settings.freeAgentFee)} ·{' '}
        {LEAGUE_GENDER_LABELS[settings.gender]} · {LEAGUE_LEVEL_LABELS[settings.level]}
        {settings.learnMoreUrl ? (
          <>
            {' · '}
            <a href={settings.learnMoreUrl} target="_blank" rel="noreferrer">
              The league’s rules page
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}

/** Every registration, oldest first, with its payment status; a team reads by its name once it is a league team. */
function Registrations({ league }: { league: LeagueDto }) {
  const { data: rows, error, mutate } = useApi<RegistrationDto[]>(registrationKeys.list(league.id));
  const { data: teams } = useLeagueTeams(league.id);
  const names = new Map((teams ?? []).map((team) => [team.teamId, team.name]));
  // A free agent is a member, not a team: their name and profile are on the player card.
  const openPlayer = useOpenPlayerProfile();
  const { openModal, closeModal } = useModal();
  const toast = useToast();
  const refresh = useRefreshLeague();
  const who = (row: RegistrationDto) =>
    row.kind === 'free_agent'
      ? 'Free agent'
      : ((row.teamId && names.get(row.teamId)) ?? `Team ${row.teamId?.slice(0, 8) ?? ''}`);
  const decline = (row: RegistrationDto) =>
    openModal(
      <ConfirmContent
        confirmLabel="DECLINE"
        busyLabel="DECLINING…"
        tone="danger"
        onCancel={closeModal}
        errorMessage={(error) => firstServerError(error) ?? 'Something went wrong.'}
        onConfirm={async () => {
          await api.post(`/league/${id(league.id)}/registrations/${id(row.id)}/decline`, {});
          closeModal();
          toast.success(DECLINED);
          // The list, the counts and the league's teams all change.
          void mutate();
          void refresh(league.id);
        }}
      >
        <p>
          <strong>{who(row)}</strong>: {DECLINE_TEXT}
        </p>
      </ConfirmContent>,
      { title: 'DECLINE REGISTRATION' },
    );
  const approve = async (row: RegistrationDto) => {
    try {
      await api.post(`/league/${id(league.id)}/registrations/${id(row.id)}/approve`, {});
      toast.success(APPROVED);
      void mutate();
    } catch (caught) {
      toast.error(firstServerError(caught) ?? 'Something went wrong.');
    }
  };
  const place = (row: RegistrationDto) =>
    openModal(
      <PlaceFreeAgent
        registration={row}
        teams={teams ?? []}
        onCancel={closeModal}
        onPlaced={(placed) => {
          closeModal();
          toast.success(placed.message);
          void refresh(league.id);
        }}
      />,
      { title: 'PLACE ON A TEAM' },
    );
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!rows) return <ListSkeleton rows={2} />;
  return (
    <>
      <div className={styles.cardHead}>
        <h3 className={styles.sideTitle}>Registrations</h3>
        {rows.length > 0 && (
          <a className={styles.linkButton} href={registrationKeys.csv(league.id)} download>
            EXPORT CSV
          </a>
        )}
      </div>
      {rows.length === 0 ? (
        <p className={styles.muted}>No registrations yet.</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-label="Registrations">
            <thead>
              <tr>
                <th scope="col">Who</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col">Amount</th>
                <th scope="col">Date</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.kind === 'free_agent' ? (
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => openPlayer(row.memberId)}
                      >
                        Free agent
                      </button>
                    ) : (
                      who(row)
                    )}
                  </td>
                  <td>
                    {STATUS_LABELS[row.status]}
                    {row.approvedAt ? ', approved' : ''}
                  </td>
                  <td>{PAYMENT_LABELS[row.paymentStatus]}</td>
                  {/* Nothing charged (a fee of No Set Price or Free) reads as nothing, not as the fee's label. */}
                  <td>{row.amount && row.amount.amountCents > 0 ? priceLabel(row.amount) : '—'}</td>
                  <td>
                    {new Date(row.createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
                  </td>
                  <td>
                    {row.status === 'registered' && !row.approvedAt && (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`Approve ${who(row)}`}
                        onClick={() => void approve(row)}
                      >
                        APPROVE
                      </Button>
                    )}
                    {row.kind === 'free_agent' && row.status === 'registered' && (teams?.length ?? 0) > 0 && (
                      <Button size="small" variant="secondary" onClick={() => place(row)}>
                        PLACE ON A TEAM
                      </Button>
                    )}
                    {DECLINABLE.has(row.status) && (
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={`Decline ${who(row)}`}
                        onClick={() => decline(row)}
                      >
                        DECLINE
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
