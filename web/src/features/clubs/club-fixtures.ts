import type { RosterEntryDto, TeamDto } from './club-types';

/** The team the clubs and events tests show (GET /api/team/{id}). */
export const teamFixture = (overrides: Partial<TeamDto> = {}): TeamDto => ({
  id: 'team-1',
  name: 'Red Lions',
  abbreviation: 'RL',
  established: 2019,
  location: 'Austin, TX',
  zip: null,
  jerseyColor: '#D32F2F',
  logo: null,
  banner: null,
  memberCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...overrides,
});

/** A roster entry of an active member named `firstName` Player. */
export const rosterEntry = (memberId: string, firstName: string, isCaptain = false): RosterEntryDto => ({
  id: `r-${memberId}`,
  memberId,
  isCaptain,
  createdAt: '2026-01-01T00:00:00.000Z',
  member: {
    firstName,
    lastName: 'Player',
    avatar: null,
    email: `${firstName}@example.com`,
    phoneNumber: null,
    accountStatus: 'active',
    gameStats: { games: 0, goals: 0, assists: 0, potm: 0 },
    teams: [],
  },
  invites: [],
});
