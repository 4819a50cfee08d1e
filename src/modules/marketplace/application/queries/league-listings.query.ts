import type { LeagueListingDto, LeagueListingQuery } from '../../../../contracts/marketplace/index.ts';
import type { MarketplacePage } from '../../../../contracts/marketplace/paging.ts';
import type { PickupCurrency } from '../../../../contracts/pickup/price-label.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { conditions, containsPattern, isUuid } from '../../domain/sql-text.ts';

interface ListingRow {
  league_id: string;
  organization_id: number;
  workspace_id: number;
  city_name: string;
  name: string;
  format: LeagueListingDto['format'];
  game_day: LeagueListingDto['gameDay'];
  time_zone: string;
  time_slots: string[];
  venues: string[];
  season_start: string;
  season_end: string;
  gender: LeagueListingDto['gender'];
  level: LeagueListingDto['level'];
  team_fee_cents: number | null;
  team_fee_currency: PickupCurrency | null;
  free_agent_fee_cents: number | null;
  free_agent_fee_currency: PickupCurrency | null;
  max_teams: number;
  teams_registered: number;
  waitlist_count: number;
  opens_at: Date;
  closes_at: Date;
  refund_cutoff: Date;
  learn_more_url: string | null;
  registration_open: boolean;
}

const SELECT = `select league_id, organization_id, workspace_id, city_name, name, format, game_day, time_zone,
  time_slots, venues, to_char(season_start, 'YYYY-MM-DD') as season_start,
  to_char(season_end, 'YYYY-MM-DD') as season_end, gender, level, team_fee_cents, team_fee_currency,
  free_agent_fee_cents, free_agent_fee_currency, max_teams, teams_registered, waitlist_count, opens_at,
  closes_at, refund_cutoff, learn_more_url, (opens_at <= now() and now() < closes_at) as registration_open
  from marketplace_league_listing l`;

const price = (cents: number | null, currency: PickupCurrency | null) =>
  cents === null ? null : { amountCents: cents, currency: currency ?? 'USD' };

const toDto = (row: ListingRow): LeagueListingDto => ({
  leagueId: row.league_id,
  organizationId: Number(row.organization_id),
  workspaceId: Number(row.workspace_id),
  city: row.city_name,
  name: row.name,
  format: row.format,
  gameDay: row.game_day,
  timeZone: row.time_zone,
  timeSlots: row.time_slots,
  venues: row.venues,
  seasonStart: row.season_start,
  seasonEnd: row.season_end,
  gender: row.gender,
  level: row.level,
  teamFee: price(row.team_fee_cents, row.team_fee_currency),
  freeAgentFee: price(row.free_agent_fee_cents, row.free_agent_fee_currency),
  maxTeams: row.max_teams,
  teamsRegistered: row.teams_registered,
  spotsLeft: Math.max(0, row.max_teams - row.teams_registered),
  waitlistCount: row.waitlist_count,
  opensAt: new Date(row.opens_at).toISOString(),
  closesAt: new Date(row.closes_at).toISOString(),
  refundCutoff: new Date(row.refund_cutoff).toISOString(),
  registrationOpen: row.registration_open,
  learnMoreUrl: row.learn_more_url,
});

/**
 * What a read of listings selects: the marketplace's query filters, and `withSpotsLeft`, which no
 * address can set: the city pages list only leagues a team can still join (issue 20's journey, "a
 * league which disappears when it fills"); the marketplace's own list and page keep full ones, whose
 * waitlist still takes teams.
 */
export type LeagueListingSelection = LeagueListingQuery & { withSpotsLeft?: boolean };

/**
 * The where clause of a listing page: only the filters given, each a condition an index of the
 * migration serves (the GIN over city/format/day/gender/level, the trigram GIN for `q`, the btrees
 * for price and the open window; spots left is checked on the rows those find). Exported for the plan test.
 */
export function listingConditions(filters: LeagueListingSelection): { where: string; params: unknown[] } {
  const where = conditions('removed_at is null');
  where.add('workspace_id = ?', filters.city);
  where.add('format = ?', filters.format);
  where.add('game_day = ?', filters.day);
  where.add('gender = ?', filters.gender);
  where.add('level = ?', filters.level);
  // 'No Set Price' (null) never compares true, so it is left out; 'Free' (0) is always in.
  where.add('team_fee_cents <= ?', filters.maxPrice);
  where.when(filters.open, 'closes_at > now() and opens_at <= now()');
  where.when(filters.withSpotsLeft, 'teams_registered < max_teams');
  where.add(`search_text like ? escape '\\'`, filters.q && containsPattern(filters.q.toLowerCase()));
  return { where: where.where(), params: where.params };
}

/** A page of listings, soonest season first: one statement whatever the filters. */
export async function listLeagueListings(
  em: EntityManager,
  filters: LeagueListingSelection,
): Promise<MarketplacePage<LeagueListingDto>> {
  const { where, params } = listingConditions(filters);
  const rows = await em.execute<ListingRow[]>(
    // l.season_start: the column, not the to_char alias of the select list (which no index serves).
    `${SELECT} where ${where} order by l.season_start, l.league_id limit ? offset ?`,
    [...params, filters.limit + 1, (filters.page - 1) * filters.limit],
  );
  return { data: rows.slice(0, filters.limit).map(toDto), hasNext: rows.length > filters.limit };
}

export async function getLeagueListing(
  em: EntityManager,
  leagueId: string,
): Promise<LeagueListingDto | undefined> {
  if (!isUuid(leagueId)) return undefined;
  const [row] = await em.execute<ListingRow[]>(`${SELECT} where league_id = ? and removed_at is null`, [
    leagueId,
  ]);
  return row ? toDto(row) : undefined;
}
