import { randomUUID } from 'node:crypto';
import type {
  RegistrationKind,
  RegistrationPaymentStatus,
  RegistrationSettings,
  RegistrationState,
  RegistrationStatus,
} from '../../../contracts/leagues/registration.ts';
import type { LeagueRegistrationListing } from '../../../contracts/leagues/registration-listing.ts';
import type { PickupCurrency } from '../../../contracts/pickup/price-label.ts';
import { recordEvent } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';

// Every change of a league's registrations happens here, under the row lock of the league's
// league_registration_settings row, so the spot counts read under that lock are exact and racing
// registrations for the last spot take turns. Spots taken = registered teams + teams whose checkout or
// waitlist offer is still running (hold_expires_at in the future): an expired hold frees its spot by itself.

export interface SettingsRow {
  league_id: string;
  organization_id: number;
  state: RegistrationState;
  opens_at: Date;
  closes_at: Date;
  max_teams: number;
  team_fee_cents: number | null;
  team_fee_currency: PickupCurrency | null;
  free_agent_fee_cents: number | null;
  free_agent_fee_currency: PickupCurrency | null;
  refund_cutoff: Date;
  gender: LeagueRegistrationListing['gender'];
  level: LeagueRegistrationListing['level'];
  learn_more_url: string | null;
  teams_registered: number;
  teams_held: number;
  waitlist_count: number;
}

const SETTINGS_SELECT = `
  select s.league_id, l.organization_id, s.state, s.opens_at, s.closes_at, s.max_teams,
         s.team_fee_cents, s.team_fee_currency, s.free_agent_fee_cents, s.free_agent_fee_currency,
         s.refund_cutoff, s.gender, s.level, s.learn_more_url,
         (select count(*)::int from league_registration r
           where r.league_id = s.league_id and r.kind = 'team' and r.status = 'registered') as teams_registered,
         (select count(*)::int from league_registration r
           where r.league_id = s.league_id and r.kind = 'team' and r.status = 'checkout'
             and r.hold_expires_at > ?) as teams_held,
         (select count(*)::int from league_registration r
           where r.league_id = s.league_id and r.kind = 'team' and r.status = 'waitlisted') as waitlist_count
  from league_registration_settings s join league l on l.id = s.league_id
  where s.league_id = ?`;

/** The league's registration settings with its spot counts at `now`, unlocked (reads). */
export async function readSettings(
  em: EntityManager,
  leagueId: string,
  now: Date,
): Promise<SettingsRow | undefined> {
  const [row] = await em.execute<SettingsRow[]>(SETTINGS_SELECT, [now, leagueId]);
  return row;
}

/**
 * The same, with the settings row locked until the transaction ends: every spot change takes this first.
 * Two statements on purpose: a statement that waited for the lock still counts with the snapshot it took
 * before waiting (READ COMMITTED re-reads only the locked row), so the counts are read after the lock.
 */
export async function lockSettings(
  tx: EntityManager,
  leagueId: string,
  now: Date,
): Promise<SettingsRow | undefined> {
  const [locked] = await tx.execute<Array<{ league_id: string }>>(
    'select league_id from league_registration_settings where league_id = ? for update',
    [leagueId],
  );
  if (!locked) return undefined;
  return readSettings(tx, leagueId, now);
}

/** Opens registration or replaces its settings (a closed one opens again). */
export async function saveSettings(
  tx: EntityManager,
  leagueId: string,
  settings: RegistrationSettings,
  now: Date,
): Promise<void> {
  await tx.execute(
    `insert into league_registration_settings
       (league_id, state, opens_at, closes_at, max_teams, team_fee_cents, team_fee_currency,
        free_agent_fee_cents, free_agent_fee_currency, refund_cutoff, gender, level, learn_more_url, updated_at)
     values (?, 'open', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (league_id) do update set state = 'open', opens_at = excluded.opens_at,
       closes_at = excluded.closes_at, max_teams = excluded.max_teams,
       team_fee_cents = excluded.team_fee_cents, team_fee_currency = excluded.team_fee_currency,
       free_agent_fee_cents = excluded.free_agent_fee_cents,
       free_agent_fee_currency = excluded.free_agent_fee_currency, refund_cutoff = excluded.refund_cutoff,
       gender = excluded.gender, level = excluded.level, learn_more_url = excluded.learn_more_url,
       updated_at = excluded.updated_at`,
    [
      leagueId,
      settings.opensAt,
      settings.closesAt,
      settings.maxTeams,
      settings.teamFee?.amountCents ?? null,
      settings.teamFee?.currency ?? null,
      settings.freeAgentFee?.amountCents ?? null,
      settings.freeAgentFee?.currency ?? null,
      settings.refundCutoff,
      settings.gender,
      settings.level,
      settings.learnMoreUrl,
      now,
    ],
  );
}

/** Closes registration (the registrations stay). */
export async function closeSettings(tx: EntityManager, leagueId: string, now: Date): Promise<void> {
  await tx.execute(
    `update league_registration_settings set state = 'closed', updated_at = ? where league_id = ?`,
    [now, leagueId],
  );
}

/**
 * Records the listing snapshot the marketplace copies (`leagues.registration-listing-changed`), with the
 * next sequence: the whole listing while registration is open, `removed` once it is closed. Run after the
 * change, in its transaction, so the snapshot shows it.
 */
export async function recordListing(tx: EntityManager, leagueId: string, now: Date): Promise<void> {
  const [row] = await tx.execute<
    Array<
      SettingsRow & {
        sequence: string | number;
        workspace_id: number;
        name: string;
        format: LeagueRegistrationListing['format'];
        game_day: LeagueRegistrationListing['gameDay'];
        time_zone: string;
        time_slots: string[];
        venues: string[];
        season_start: string;
        season_end: string;
      }
    >
  >(
    `with bumped as (
       update league_registration_settings set listing_sequence = listing_sequence + 1
       where league_id = ? returning league_id, listing_sequence)
     select b.listing_sequence as sequence, l.workspace_id, l.name, l.format, l.game_day, l.time_zone,
            l.time_slots, l.venues, to_char(l.season_start, 'YYYY-MM-DD') as season_start,
            to_char(l.season_end, 'YYYY-MM-DD') as season_end, x.*
     from bumped b join league l on l.id = b.league_id
     cross join lateral (${SETTINGS_SELECT.replace('where s.league_id = ?', 'where s.league_id = b.league_id')}) x`,
    [leagueId, now],
  );
  if (!row) return;
  if (row.state === 'closed') {
    recordEvent(tx, 'leagues.registration-listing-changed', {
      leagueId,
      organizationId: row.organization_id,
      removed: true,
    });
    return;
  }
  recordEvent(tx, 'leagues.registration-listing-changed', {
    listing: {
      leagueId,
      organizationId: row.organization_id,
      workspaceId: row.workspace_id,
      name: row.name,
      format: row.format,
      gameDay: row.game_day,
      timeZone: row.time_zone,
      timeSlots: [...row.time_slots].sort((a, b) => minutesOf(a) - minutesOf(b)),
      venues: row.venues,
      seasonStart: row.season_start,
      seasonEnd: row.season_end,
      gender: row.gender,
      level: row.level,
      teamFee: priceOf(row.team_fee_cents, row.team_fee_currency),
      freeAgentFee: priceOf(row.free_agent_fee_cents, row.free_agent_fee_currency),
      maxTeams: row.max_teams,
      teamsRegistered: row.teams_registered,
      waitlistCount: row.waitlist_count,
      opensAt: new Date(row.opens_at).toISOString(),
      closesAt: new Date(row.closes_at).toISOString(),
      refundCutoff: new Date(row.refund_cutoff).toISOString(),
      learnMoreUrl: row.learn_more_url,
      sequence: Number(row.sequence),
    },
  });
}

/** A fee as stored (cents and currency columns) → spec §3's price value (null: no set price). */
export const priceOf = (cents: number | null, currency: PickupCurrency | null) =>
  cents === null ? null : { amountCents: cents, currency: currency ?? 'USD' };

/** '7:00 PM' → minutes after midnight, for ordering the slots. */
function minutesOf(slot: string): number {
  const match = /^(\d{1,2}):(\d{2}) ?([AaPp])/.exec(slot);
  if (!match) return 0;
  return ((Number(match[1]) % 12) + (match[3]?.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(match[2]);
}

export interface RegistrationRow {
  id: string;
  league_id: string;
  kind: RegistrationKind;
  team_id: string | null;
  member_id: string;
  status: RegistrationStatus;
  amount_cents: number | null;
  currency: PickupCurrency | null;
  session_id: string | null;
  payment_status: RegistrationPaymentStatus;
  hold_expires_at: Date | null;
  waitlist_seq: string | number | null;
  approved_at: Date | null;
  created_at: Date;
}

export const REGISTRATION_COLUMNS = `id, league_id, kind, team_id, member_id, status, amount_cents, currency, session_id,
  payment_status, hold_expires_at, waitlist_seq, approved_at, created_at`;

/** The live (checkout, registered or waitlisted) registration of a team, or of a free agent, in the league. */
export async function findLiveRegistration(
  tx: EntityManager,
  leagueId: string,
  who: { teamId: string } | { freeAgentId: string },
): Promise<RegistrationRow | undefined> {
  const [row] = await tx.execute<RegistrationRow[]>(
    'teamId' in who
      ? `select ${REGISTRATION_COLUMNS} from league_registration
         where league_id = ? and kind = 'team' and team_id = ? and status in ('checkout', 'registered', 'waitlisted')`
      : `select ${REGISTRATION_COLUMNS} from league_registration
         where league_id = ? and kind = 'free_agent' and member_id = ? and status in ('checkout', 'registered', 'waitlisted')`,
    [leagueId, 'teamId' in who ? who.teamId : who.freeAgentId],
  );
  return row;
}

export async function findRegistrationById(
  tx: EntityManager,
  id: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await tx.execute<RegistrationRow[]>(
    `select ${REGISTRATION_COLUMNS} from league_registration where id = ?`,
    [id],
  );
  return row;
}

export async function insertRegistration(
  tx: EntityManager,
  values: {
    leagueId: string;
    kind: RegistrationKind;
    teamId: string | null;
    memberId: string;
    status: RegistrationStatus;
    amountCents: number | null;
    currency: PickupCurrency | null;
    paymentStatus: RegistrationPaymentStatus;
    holdExpiresAt: Date | null;
    now: Date;
  },
): Promise<RegistrationRow> {
  const [row] = await tx.execute<RegistrationRow[]>(
    `insert into league_registration (id, league_id, kind, team_id, member_id, status, amount_cents, currency,
       payment_status, hold_expires_at, waitlist_seq, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
       case when ? = 'waitlisted' then (select coalesce(max(waitlist_seq), 0) + 1 from league_registration where league_id = ?) end,
       ?, ?)
     returning ${REGISTRATION_COLUMNS}`,
    [
      randomUUID(),
      values.leagueId,
      values.kind,
      values.teamId,
      values.memberId,
      values.status,
      values.amountCents,
      values.currency,
      values.paymentStatus,
      values.holdExpiresAt,
      values.status,
      values.leagueId,
      values.now,
      values.now,
    ],
  );
  return row!;
}

/** Moves a registration on; only the given fields change. */
export async function updateRegistration(
  tx: EntityManager,
  id: string,
  change: {
    status?: RegistrationStatus;
    paymentStatus?: RegistrationPaymentStatus;
    sessionId?: string | null;
    holdExpiresAt?: Date | null;
    amountCents?: number | null;
    currency?: PickupCurrency | null;
  },
  now: Date,
): Promise<void> {
  const columns: Record<string, unknown> = {
    status: change.status,
    payment_status: change.paymentStatus,
    session_id: change.sessionId,
    hold_expires_at: change.holdExpiresAt,
    amount_cents: change.amountCents,
    currency: change.currency,
  };
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  await tx.execute(
    `update league_registration set ${set.map(([column]) => `${column} = ?`).join(', ')}${set.length ? ', ' : ''}updated_at = ? where id = ?`,
    [...set.map(([, value]) => value), now, id],
  );
}

/** The registration a checkout session pays for. */
export async function findRegistrationBySession(
  tx: EntityManager,
  sessionId: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await tx.execute<RegistrationRow[]>(
    `select ${REGISTRATION_COLUMNS} from league_registration where session_id = ?`,
    [sessionId],
  );
  return row;
}

/** The checkout sessions of the league's paid registrations (refunded when the league is deleted). */
export async function paidSessionsOf(tx: EntityManager, leagueId: string): Promise<string[]> {
  const rows = await tx.execute<Array<{ session_id: string }>>(
    `select session_id from league_registration
     where league_id = ? and payment_status = 'paid' and session_id is not null`,
    [leagueId],
  );
  return rows.map((row) => row.session_id);
}

/** Whether the league was ever opened for registration. */
export async function hasRegistration(tx: EntityManager, leagueId: string): Promise<boolean> {
  const rows = await tx.execute('select 1 from league_registration_settings where league_id = ?', [leagueId]);
  return rows.length > 0;
}

/**
 * While team spots are free and registration is open, offers them to the teams waiting, first come first
 * served: each offer is a kept spot (status checkout, no session yet) until its deadline, recorded as
 * `leagues.registration-held` (offered), which mails the captain and schedules the expiry. Under the lock.
 */
export async function offerOpenSpots(
  tx: EntityManager,
  leagueId: string,
  now: Date,
  deadline: (closesAt: Date) => Date,
): Promise<void> {
  const settings = await readSettings(tx, leagueId, now);
  if (settings?.state !== 'open') return;
  const closesAt = new Date(settings.closes_at);
  if (closesAt.getTime() <= now.getTime()) return;
  const free = settings.max_teams - settings.teams_registered - settings.teams_held;
  if (free <= 0) return;
  const expiresAt = deadline(closesAt);
  const offered = await tx.execute<Array<{ id: string; member_id: string; team_id: string | null }>>(
    `update league_registration set status = 'checkout', hold_expires_at = ?, session_id = null, updated_at = ?
     where id in (select id from league_registration
                  where league_id = ? and kind = 'team' and status = 'waitlisted'
                  order by waitlist_seq, created_at limit ?)
     returning id, member_id, team_id`,
    [expiresAt, now, leagueId, free],
  );
  for (const row of offered)
    recordEvent(tx, 'leagues.registration-held', {
      leagueId,
      registrationId: row.id,
      memberId: row.member_id,
      teamId: row.team_id,
      expiresAt: expiresAt.toISOString(),
      offered: true,
    });
  if (offered.length > 0) await recordListing(tx, leagueId, now);
}

/** A coordinator approves a registered registration, once (the first approval stands). */
/** Approves a registration once; false when it was approved already (nothing changed). */
export async function approveRegistrationRow(
  tx: EntityManager,
  id: string,
  approvedBy: string,
  now: Date,
): Promise<boolean> {
  const approved = await tx.execute<Array<{ id: string }>>(
    `update league_registration set approved_at = ?, approved_by = ?, updated_at = ?
     where id = ? and approved_at is null returning id`,
    [now, approvedBy, now, id],
  );
  return approved.length > 0;
}
