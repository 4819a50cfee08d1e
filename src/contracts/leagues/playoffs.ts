import { z } from 'zod';

// Playoffs: the knockout stage a coordinator seeds from the regular season's final table, its bracket
// (public) and the penalty shoot-out winner a drawn knockout game records. Routes
// (src/modules/leagues/http/playoffs.routes.ts):
//   GET  /league-common/{leagueId}/playoffs   PlayoffBracketDto (public)
//   POST /league/{leagueId}/playoffs {size}   PlayoffBracketDto (coordinators; 201, 409 when seeded or the season is on)

export const PLAYOFF_MIN_SIZE = 2;
export const PLAYOFF_MAX_SIZE = 8;

export const PLAYOFF_MESSAGES = {
  size: 'The playoffs take the top 2 to 8 teams',
  alreadySeeded: 'The playoffs are already seeded.',
  seasonNotOver: (open: number) =>
    `The regular season has not ended: ${open} ${open === 1 ? 'game has' : 'games have'} no result yet.`,
  noSeason: 'The regular season has no games yet.',
  tooFewTeams: (teams: number) => `The league has ${teams} teams: the playoffs can take at most ${teams}.`,
  seeded: 'Playoffs seeded.',
  shootoutNeeded: 'A drawn knockout game needs the penalty shoot-out winner',
  shootoutTeam: 'The shoot-out winner must be one of the two teams',
  noPlayoffs: 'No playoffs yet.',
} as const;

/** POST /api/league/{leagueId}/playoffs: how many of the final table's top teams go through. */
export const seedPlayoffsSchema = z.object({
  size: z
    .number({ error: PLAYOFF_MESSAGES.size })
    .int(PLAYOFF_MESSAGES.size)
    .min(PLAYOFF_MIN_SIZE, PLAYOFF_MESSAGES.size)
    .max(PLAYOFF_MAX_SIZE, PLAYOFF_MESSAGES.size),
});
export type SeedPlayoffs = z.output<typeof seedPlayoffsSchema>;

/** The shoot-out winner a score form sends when a knockout game ends level (ignored otherwise). */
export const shootoutWinnerField = z.uuid({ error: PLAYOFF_MESSAGES.shootoutTeam }).nullable().default(null);

const bracketTeam = z.object({
  id: z.uuid(),
  name: z.string(),
  abbreviation: z.string(),
  logo: z.string().nullable(),
});

const bracketSide = z.object({ seed: z.number().int().nullable(), team: bracketTeam.nullable() });

export const playoffMatchSchema = z.object({
  round: z.number().int(),
  position: z.number().int(),
  home: bracketSide,
  away: bracketSide,
  /** A first-round slot with no opponent: the home side goes through. */
  bye: z.boolean(),
  /** The league game, once both teams are known (a later round's game is created when they are). */
  gameId: z.uuid().nullable(),
  startsAt: z.string().nullable(),
  venue: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  shootoutWinnerTeamId: z.uuid().nullable(),
  winnerTeamId: z.uuid().nullable(),
});

export const playoffBracketSchema = z
  .object({
    leagueId: z.uuid(),
    /** Null until a coordinator seeds the playoffs. */
    stageId: z.uuid().nullable(),
    size: z.number().int().nullable(),
    /** Where the league plays: its games' times are shown in this zone. */
    ianaTimezone: z.string(),
    /** Every regular-season game has a result (or was canceled): the playoffs can be seeded. */
    seasonEnded: z.boolean(),
    rounds: z.array(
      z.object({ round: z.number().int(), name: z.string(), matches: z.array(playoffMatchSchema) }),
    ),
    champion: bracketTeam.nullable(),
  })
  .meta({ id: 'PlayoffBracket' });

export type PlayoffMatchDto = z.output<typeof playoffMatchSchema>;
export type PlayoffBracketDto = z.output<typeof playoffBracketSchema>;
export type PlayoffTeamDto = z.output<typeof bracketTeam>;

/** Pushed to the `league:<id>` room when the bracket changes (seeded, a winner went through, a champion). */
export const LEAGUE_PLAYOFFS_UPDATED = 'league:playoffs-updated';
export interface LeaguePlayoffsUpdatedPush {
  leagueId: string;
}
