import { leagueEventDtoSchema } from '../../../contracts/leagues/index.ts';
import { memberLeagueEventsQuerySchema } from '../../../contracts/leagues/member-league-events.ts';
import { type ApiPaths, errors, pagedEnvelope, signedIn } from '../../../platform/openapi/index.ts';

export const memberLeagueEventsApiPaths: ApiPaths = {
  '/api/member/league-events': {
    get: {
      tags: ['Leagues'],
      summary:
        "The next games of published leagues the signed-in member's teams play, soonest first, 10 a page",
      ...signedIn,
      requestParams: { query: memberLeagueEventsQuerySchema },
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: pagedEnvelope(leagueEventDtoSchema) } },
        },
        ...errors(400, 401),
      },
    },
  },
};
