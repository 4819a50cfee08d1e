import { playoffBracketSchema, seedPlayoffsSchema } from '../../../contracts/leagues/index.ts';
import { created, defineRoutes, idParams, ok } from '../../../platform/http/declared-routes.ts';
import type { LeaguesDeps } from '../application/leagues-deps.ts';
import { getPlayoffBracket } from '../application/playoffs/playoff-bracket.query.ts';
import { seedPlayoffs } from '../application/playoffs/seed-playoffs.handler.ts';

const leagueParams = idParams('leagueId');
const tags = ['Leagues'];

/** POST /api/league/{leagueId}/playoffs: a coordinator seeds the playoffs. */
const playoffConsoleRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/league', tags },
  (route) => [
    route.post('/:leagueId/playoffs', {
      summary:
        'Seed the playoffs from the final table: the top 2 to 8 teams, single elimination (coordinators)',
      description:
        'Coordinators of the league’s organization only (403 otherwise). Once every regular-season game has a result (canceled games aside), the top `size` of the final table (its tiebreakers) go into a bracket seeded best against worst; when `size` is not a power of two the best seeds get byes. Rounds are played on the league’s game day and slots after the last regular game day, one round a game day (more when a day has too few slots). First-round games are created at once; a later game when both its teams are known, as results are confirmed. A drawn knockout game needs its penalty shoot-out winner (`shootoutWinnerTeamId` on the score report and the final score). 409 when seeded already or the season has games without a result; 400 when `size` is more than the league’s teams.',
      request: { params: leagueParams, body: seedPlayoffsSchema },
      example: { size: 4 },
      reply: created(playoffBracketSchema),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) => seedPlayoffs(deps, member, params.leagueId, body),
    }),
  ],
);

/** GET /api/league-common/{leagueId}/playoffs: the bracket, public. */
const playoffCommonRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'optional', mount: '/league-common', tags },
  (route) => [
    route.get('/:leagueId/playoffs', {
      summary:
        'The playoff bracket round by round, with results and the champion (public; two SQL statements)',
      description:
        '`stageId` is null until the playoffs are seeded; `seasonEnded` says whether they can be. Standings of the playoff stage: `/league-common/{leagueId}/standings?stageId=`.',
      request: { params: leagueParams },
      reply: ok(playoffBracketSchema),
      errors: [404],
      handler: ({ deps, member, params }) => getPlayoffBracket(deps.em, params.leagueId, member?.memberId),
    }),
  ],
);

/** Both groups, for leagues' index.ts. */
export const playoffRouteGroups = [playoffConsoleRoutes, playoffCommonRoutes];
