import { leagueEventDtoSchema } from '../../../contracts/leagues/index.ts';
import { memberLeagueEventsQuerySchema } from '../../../contracts/leagues/member-league-events.ts';
import { defineRoutes, pagedReply } from '../../../platform/http/declared-routes.ts';
import { paged } from '../../../platform/http/envelope.ts';
import type { LeaguesDeps } from '../application/leagues-deps.ts';
import { listMemberLeagueEvents } from '../application/queries/member-league-events.query.ts';

/** /api/member/league-events: the signed-in member's next league games, across their teams. */
export const memberLeagueEventsRoutes = defineRoutes<LeaguesDeps>(
  { mount: '/member/league-events', tags: ['Leagues'] },
  (route) => [
    route.get('/', {
      auth: 'member',
      summary:
        "The games of published leagues the signed-in member's teams play: upcoming soonest first, or past latest first; 10 a page",
      request: { query: memberLeagueEventsQuerySchema },
      reply: pagedReply(leagueEventDtoSchema),
      handler: async ({ deps, member, query }) => {
        const page = await listMemberLeagueEvents(deps, member.memberId, query);
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
  ],
);
