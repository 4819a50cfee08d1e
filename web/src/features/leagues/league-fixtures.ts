import type {
  LeagueDto,
  LeagueEventDto,
  LeagueEventPageDto,
  MemberOrganizationWorkspacesDto,
  StandingRowDto,
} from '../../../../src/contracts/leagues/index.ts';
import { LEAGUE_RULE_SETS, TIEBREAKERS } from '../../../../src/contracts/leagues/index.ts';

export const leagueId = '5a1c0000-0000-4000-8000-00000000a001';
export const homeId = '5a1c0000-0000-4000-8000-00000000b001';
export const awayId = '5a1c0000-0000-4000-8000-00000000b002';
export const gameId = '5a1c0000-0000-4000-8000-00000000c001';

export function leagueFixture(overrides: Partial<LeagueDto> = {}): LeagueDto {
  return {
    id: leagueId,
    organizationId: 15,
    workspaceId: 1,
    workspaceName: 'Austin',
    name: 'Austin Spring 7s',
    format: '7x7',
    ruleSet: LEAGUE_RULE_SETS['7x7'],
    seasonStart: '2027-03-01',
    seasonEnd: '2027-05-31',
    gameDay: 'tuesday',
    timezone: 'US/Central',
    ianaTimezone: 'America/Chicago',
    venues: ['Zilker Field 1'],
    timeSlots: ['7:00 PM'],
    rules: {
      pointsForWin: 3,
      pointsForDraw: 1,
      pointsForLoss: 0,
      forfeitScore: { winner: 3, loser: 0 },
      tiebreakers: [...TIEBREAKERS],
    },
    status: 'published',
    stages: [{ id: '5a1c0000-0000-4000-8000-00000000d001', kind: 'regular', name: 'Regular season' }],
    teamCount: 4,
    createdAt: '2027-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function rowFixture(teamName: string, overrides: Partial<StandingRowDto> = {}): StandingRowDto {
  return {
    teamId: `team-${teamName}`,
    teamName,
    abbreviation: teamName.slice(0, 3).toUpperCase(),
    logo: null,
    position: 1,
    shared: false,
    played: 3,
    wins: 2,
    draws: 0,
    losses: 1,
    goalsFor: 6,
    goalsAgainst: 3,
    goalDifference: 3,
    points: 6,
    adjustment: 0,
    adjustmentReasons: [],
    cards: 0,
    form: 'WLW',
    ...overrides,
  };
}

export function gameFixture(overrides: Partial<LeagueEventDto> = {}): LeagueEventDto {
  return {
    id: gameId,
    kind: 'league_event',
    leagueId,
    leagueName: 'Austin Spring 7s',
    organizationId: 15,
    stageId: '5a1c0000-0000-4000-8000-00000000d001',
    round: 1,
    homeTeam: { id: homeId, name: 'Red Lions', abbreviation: 'RL', logo: null },
    awayTeam: { id: awayId, name: 'Blue Herons', abbreviation: 'BH', logo: null },
    title: 'Red Lions vs Blue Herons',
    addressName: 'Zilker Field 1',
    timezone: 'US/Central',
    ianaTimezone: 'America/Chicago',
    dateAndTime: '2027-03-02T01:00:00.000Z',
    localizedDatetime: 'Monday / March 01 / 07:00 PM',
    referee: null,
    status: 'scheduled',
    reportStatus: 'preview',
    scores: {
      team1Event: null,
      team2Event: null,
      team1Score: null,
      team2Score: null,
      confirmedByOrganizer: false,
    },
    forfeitedByTeamId: null,
    roundName: null,
    shootoutWinnerTeamId: null,
    isPast: false,
    hasStarted: true,
    rsvp: { memberStatus: 'unknown', teamId: homeId },
    attendingCount: { home: 0, away: 0 },
    version: 1,
    ...overrides,
  };
}

export function gamePageFixture(captainOf: string | null = homeId): LeagueEventPageDto {
  const team = (id: string) => ({
    isCaptain: id === captainOf,
    isMember: id === captainOf,
    canRsvp: id === captainOf,
    canReport: id === captainOf,
    isSub: false,
  });
  return {
    event: gameFixture(),
    permissions: {
      type: 'league_event',
      isCoordinator: false,
      isReferee: false,
      canComment: captainOf !== null,
      canManage: false,
      fetchComplete: true,
      teams: { [homeId]: team(homeId), [awayId]: team(awayId) },
    },
  };
}

/** What GET /api/member/organizations-workspaces answers a coordinator of one organization with one city. */
export const coordinatorStaffFixture: MemberOrganizationWorkspacesDto[] = [
  {
    organization: { id: 15, name: 'City Soccer League', logo: null },
    role: 'coordinator',
    roleLabel: 'Coordinator',
    workspaces: [
      { id: 1, organizationId: 15, name: 'Austin', urlPath: 'austin', timeZone: 'America/Chicago' },
    ],
  },
];
