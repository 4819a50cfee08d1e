import type { LeagueDto } from '../../../../../src/contracts/leagues/index.ts';
import type {
  ListedRegistrationDto,
  RegistrationPaymentStatus,
  RegistrationStatus,
} from '../../../../../src/contracts/leagues/registration.ts';
import { priceLabel } from '../../../../../src/contracts/pickup/price-label.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
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
import { registrationKeys } from './registration-keys';

const id = encodeURIComponent;

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

/** Registrations a coordinator may still decline: the rest have ended. */
const DECLINABLE: ReadonlySet<RegistrationStatus> = new Set(['checkout', 'registered', 'waitlisted']);

export const DECLINE_TEXT =
  'Decline this registration? A paid registration is refunded, and the spot is offered to the first team waiting.';
export const DECLINED = 'Registration declined.';
export const APPROVED = 'Registration approved.';

/** Every registration, oldest first, with its payment status; a team reads by its name once it is a league team. */
export function Registrations({ league }: { league: LeagueDto }) {
  const { data: rows, error, mutate } = useApi<ListedRegistrationDto[]>(registrationKeys.list(league.id));
  const { data: teams } = useLeagueTeams(league.id);
  const names = new Map((teams ?? []).map((team) => [team.teamId, team.name]));
  // A free agent is a member, not a team: named here, their profile is on the player card.
  const openPlayer = useOpenPlayerProfile();
  const { openModal, closeModal } = useModal();
  const toast = useToast();
  const refresh = useRefreshLeague();
  const who = (row: ListedRegistrationDto) =>
    row.kind === 'free_agent'
      ? row.memberName
        ? `${row.memberName} (free agent)`
        : 'Free agent'
      : ((row.teamId && names.get(row.teamId)) ?? `Team ${row.teamId?.slice(0, 8) ?? ''}`);
  const decline = (row: ListedRegistrationDto) =>
    openModal(
      <ConfirmContent
        confirmLabel="DECLINE"
        busyLabel="DECLINING…"
        tone="danger"
        onCancel={closeModal}
        errorMessage={(error) => firstServerError(error) ?? genericErrorMessage}
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
  const approve = async (row: ListedRegistrationDto) => {
    try {
      await api.post(`/league/${id(league.id)}/registrations/${id(row.id)}/approve`, {});
      toast.success(APPROVED);
      void mutate();
    } catch (caught) {
      toast.error(firstServerError(caught) ?? genericErrorMessage);
    }
  };
  const place = (row: ListedRegistrationDto) =>
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
                        {who(row)}
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
