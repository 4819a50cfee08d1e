import type { RegistrationDto } from '../../../../contracts/leagues/registration.ts';
import type { RegistrationRow } from '../../infrastructure/registration.store.ts';

export const registrationDto = (row: RegistrationRow): RegistrationDto => ({
  id: row.id,
  leagueId: row.league_id,
  kind: row.kind,
  teamId: row.team_id,
  memberId: row.member_id,
  status: row.status,
  paymentStatus: row.payment_status,
  amount:
    row.amount_cents === null ? null : { amountCents: row.amount_cents, currency: row.currency ?? 'USD' },
  holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
  approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
  createdAt: new Date(row.created_at).toISOString(),
});
