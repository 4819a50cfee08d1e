import type { LeagueRegistrationListing } from '../../../contracts/leagues/registration-listing.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';

// The marketplace's copy of leagues' registration listings. Snapshots are whole and may arrive out
// of order or twice, so each write is one idempotent statement that yields to what the copy knows:
// a snapshot older than the copy (lower or equal `sequence`) or recorded before the listing was
// removed changes nothing. A removal keeps the row as a tombstone (removed_at), so a stale snapshot
// delivered after it cannot bring the listing back; a newer one (registration reopened) does.

const COLUMNS = [
  'league_id',
  'organization_id',
  'workspace_id',
  'city_name',
  'name',
  'format',
  'game_day',
  'time_zone',
  'time_slots',
  'venues',
  'season_start',
  'season_end',
  'gender',
  'level',
  'team_fee_cents',
  'team_fee_currency',
  'free_agent_fee_cents',
  'free_agent_fee_currency',
  'max_teams',
  'teams_registered',
  'waitlist_count',
  'opens_at',
  'closes_at',
  'refund_cutoff',
  'learn_more_url',
  'search_text',
  'sequence',
] as const;
const UPDATED = COLUMNS.filter((column) => column !== 'league_id');

/** What free text is matched against: the league's name, its city and venues, lower-case. */
export const listingSearchText = (listing: LeagueRegistrationListing, city: string) =>
  [listing.name, city, ...listing.venues].join(' ').toLowerCase();

/**
 * Copies `listing` unless the copy is newer; true when it changed the copy. `recordedAt`: when the
 * snapshot's event was recorded (compared with a removal's).
 */
export async function upsertListing(
  em: EntityManager,
  listing: LeagueRegistrationListing,
  city: string,
  recordedAt: Date,
): Promise<boolean> {
  const values: unknown[] = [
    listing.leagueId,
    listing.organizationId,
    listing.workspaceId,
    city,
    listing.name,
    listing.format,
    listing.gameDay,
    listing.timeZone,
    JSON.stringify(listing.timeSlots),
    JSON.stringify(listing.venues),
    listing.seasonStart,
    listing.seasonEnd,
    listing.gender,
    listing.level,
    listing.teamFee?.amountCents ?? null,
    listing.teamFee?.currency ?? null,
    listing.freeAgentFee?.amountCents ?? null,
    listing.freeAgentFee?.currency ?? null,
    listing.maxTeams,
    listing.teamsRegistered,
    listing.waitlistCount,
    listing.opensAt,
    listing.closesAt,
    listing.refundCutoff,
    listing.learnMoreUrl,
    listingSearchText(listing, city),
    listing.sequence,
  ];
  const rows = await em.execute<Array<{ league_id: string }>>(
    `insert into marketplace_league_listing as l (${COLUMNS.join(', ')}, removed_at, updated_at)
     values (${COLUMNS.map(() => '?').join(', ')}, null, now())
     on conflict (league_id) do update set ${UPDATED.map((c) => `${c} = excluded.${c}`).join(', ')},
       removed_at = null, updated_at = now()
     where l.sequence < excluded.sequence and (l.removed_at is null or l.removed_at < ?)
     returning l.league_id`,
    [...values, recordedAt],
  );
  return rows.length > 0;
}

/** Marks the copy removed as of `recordedAt` (kept as a tombstone); its city when it was listed. */
export async function removeListing(
  em: EntityManager,
  leagueId: string,
  recordedAt: Date,
): Promise<{ workspaceId: number } | undefined> {
  const [row] = await em.execute<Array<{ workspace_id: number }>>(
    `update marketplace_league_listing set removed_at = ?, updated_at = now()
     where league_id = ? and (removed_at is null or removed_at < ?) returning workspace_id`,
    [recordedAt, leagueId, recordedAt],
  );
  return row ? { workspaceId: Number(row.workspace_id) } : undefined;
}
