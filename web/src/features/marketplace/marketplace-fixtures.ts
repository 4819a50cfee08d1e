import type { FreeAgentDto, LeagueListingDto, PostDto } from '../../../../src/contracts/marketplace/index.ts';

// Test data for the marketplace screens' tests (the API's shapes, src/contracts/marketplace).

export const cities = [
  { id: 1, organizationId: 15, name: 'Austin', urlPath: 'austin', timeZone: 'America/Chicago' },
  { id: 2, organizationId: 15, name: 'Denver', urlPath: 'denver', timeZone: 'America/Denver' },
];

export function listingFixture(overrides: Partial<LeagueListingDto> = {}): LeagueListingDto {
  return {
    leagueId: 'lg-1',
    organizationId: 15,
    workspaceId: 1,
    city: 'Austin',
    name: 'Wednesday Coed 7v7',
    format: '7x7',
    gameDay: 'wednesday',
    timeZone: 'America/Chicago',
    timeSlots: ['7:00 PM', '8:00 PM'],
    venues: ['Zilker Park'],
    seasonStart: '2027-01-06',
    seasonEnd: '2027-03-10',
    gender: 'coed',
    level: 'recreational',
    teamFee: { amountCents: 12_000, currency: 'USD' },
    freeAgentFee: { amountCents: 4000, currency: 'USD' },
    maxTeams: 8,
    teamsRegistered: 5,
    spotsLeft: 3,
    waitlistCount: 0,
    opensAt: '2026-11-01T00:00:00.000Z',
    closesAt: '2026-12-31T00:00:00.000Z',
    refundCutoff: '2026-12-24T00:00:00.000Z',
    registrationOpen: true,
    learnMoreUrl: 'https://example.com/rules',
    ...overrides,
  };
}

export function freeAgentFixture(overrides: Partial<FreeAgentDto> = {}): FreeAgentDto {
  return {
    id: 'fa-1',
    member: { id: 'm-ada', firstName: 'Ada', lastName: 'Lovelace', avatar: null },
    organizationId: 15,
    workspaceId: 1,
    city: 'Austin',
    positions: ['midfielder', 'forward'],
    level: 'intermediate',
    days: ['tuesday', 'thursday'],
    times: ['evening'],
    lookingFor: ['team', 'league'],
    about: 'Box-to-box midfielder.',
    status: 'active',
    league: null,
    reliability: { played: 11, noShows: 1, percent: 92 },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function postFixture(overrides: Partial<PostDto> = {}): PostDto {
  return {
    id: 'post-1',
    author: { id: 'm-ada', firstName: 'Ada', lastName: 'Lovelace', avatar: null },
    organizationId: 15,
    workspaceId: 1,
    city: 'Austin',
    category: 'looking_for_players',
    categoryLabel: 'Looking for players',
    title: 'Sunday 7v7 needs two defenders',
    body: 'Coed rec team, games at Zilker on Sunday mornings.',
    imageUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(data: T[], hasNext = false) => ({
  status: 200,
  body: { status: 'success', data, hasNext, page: 1, limit: 20 },
});
