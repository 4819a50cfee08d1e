// Marketplace listings in bulk (no vitest: the benchmark uses it too): `count` rows spread over 20
// cities, the five formats, seven days, three genders and levels, prices (every tenth 'No Set Price',
// every tenth 'Free') and season starts over a year, with one league in 500 named 'Kestrel' for the
// free-text filter. Spread by different moduli so the filters are independent.
import type { LeagueRegistrationListing } from '../../src/contracts/leagues/registration-listing.ts';

export const SEED_CITIES = 20;

export const listingSeedSql = (count: number, { firstWorkspace = 1, cities = SEED_CITIES } = {}) => `
  insert into marketplace_league_listing (league_id, organization_id, workspace_id, city_name, name, format,
    game_day, time_zone, time_slots, venues, season_start, season_end, gender, level, team_fee_cents,
    team_fee_currency, free_agent_fee_cents, free_agent_fee_currency, max_teams, teams_registered,
    waitlist_count, opens_at, closes_at, refund_cutoff, learn_more_url, search_text, sequence)
  select gen_random_uuid(), 15, ${firstWorkspace} + i % ${cities}, 'City ' || (${firstWorkspace} + i % ${cities}),
    n.name, (array['5v5','futsal','7x7','9x9','11v11'])[1 + (i / 3) % 5],
    (array['monday','tuesday','wednesday','thursday','friday','saturday','sunday'])[1 + (i / 7) % 7],
    'America/Chicago', '["7:00 PM","8:00 PM"]', jsonb_build_array('Field ' || i % 50),
    date '2027-01-04' + (i * 37) % 365, date '2027-01-04' + (i * 37) % 365 + 84,
    (array['men','women','coed'])[1 + (i / 11) % 3],
    (array['recreational','intermediate','competitive'])[1 + (i / 13) % 3],
    case i % 10 when 0 then null when 1 then 0 else 4000 + (i % 17) * 1000 end, 'USD', 0, 'USD',
    12, i % 13, 0, now() - interval '1 day' * (i % 3), now() + interval '1 day' * (i % 40 - 5),
    now() + interval '20 days', null,
    lower(n.name || ' City ' || (${firstWorkspace} + i % ${cities}) || ' Field ' || i % 50), 1
  from generate_series(1, ${count}) as i,
    lateral (select (case when i % 500 = 0 then 'Kestrel ' else '' end) ||
      (array['Riverside','Northgate','Lakeshore','Hillcrest','Downtown'])[1 + i % 5] || ' League ' || i as name) n`;

/** A listing snapshot as leagues publishes it (src/contracts/leagues/registration-listing.ts). */
export function listingSnapshot(
  overrides: Partial<LeagueRegistrationListing> = {},
): LeagueRegistrationListing {
  return {
    leagueId: crypto.randomUUID(),
    organizationId: 15,
    workspaceId: 1,
    name: 'Austin Tuesday 7x7',
    format: '7x7',
    gameDay: 'tuesday',
    timeZone: 'America/Chicago',
    timeSlots: ['7:00 PM', '8:00 PM'],
    venues: ['North field'],
    seasonStart: '2027-03-02',
    seasonEnd: '2027-05-25',
    gender: 'coed',
    level: 'recreational',
    teamFee: { amountCents: 65_000, currency: 'USD' },
    freeAgentFee: { amountCents: 8_000, currency: 'USD' },
    maxTeams: 8,
    teamsRegistered: 3,
    waitlistCount: 0,
    opensAt: new Date(Date.now() - 86_400_000).toISOString(),
    closesAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    refundCutoff: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    learnMoreUrl: null,
    sequence: 1,
    ...overrides,
  };
}
