import { Router } from 'express';
import {
  type MemberLeagueEventsQuery,
  memberLeagueEventsQuerySchema,
} from '../../../contracts/leagues/member-league-events.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import { paged } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import type { LeaguesDeps } from '../application/leagues-deps.ts';
import { listMemberLeagueEvents } from '../application/queries/member-league-events.query.ts';

/** /api/member/league-events: the signed-in member's next league games, across their teams. */
export function memberLeagueEventsRoutes(deps: LeaguesDeps, guards: AuthGuards): Router {
  const router = Router();
  router.get(
    '/',
    guards.requireMember,
    validate({ query: memberLeagueEventsQuerySchema }),
    async (_req, res) => {
      const { query } = input<{ query: MemberLeagueEventsQuery }>(res);
      const page = await listMemberLeagueEvents(deps, requireCurrentMember(res).memberId, query);
      res.json(paged(page.data, query.page, query.limit, page.hasNext));
    },
  );
  return router;
}
