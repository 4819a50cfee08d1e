import { z } from 'zod';
import { staffDtoSchema } from '../../../contracts/leagues/index.ts';
import {
  gameCardResultSchema,
  gameCardsDtoSchema,
  matchReportDtoSchema,
  matchReportResultSchema,
  matchReportSchema,
  recordCardSchema,
  refereeGameDtoSchema,
  refereeGamesQuerySchema,
} from '../../../contracts/leagues/referees.ts';
import { created, defineRoutes, idParams, ok, pagedReply } from '../../../platform/http/declared-routes.ts';
import { paged } from '../../../platform/http/envelope.ts';
import type { LeaguesDeps } from '../application/leagues-deps.ts';
import { getGameCards } from '../application/referees/game-cards.query.ts';
import { listLeagueReferees } from '../application/referees/league-referees.query.ts';
import { getMatchReport, putMatchReport } from '../application/referees/match-report.handler.ts';
import { recordCard } from '../application/referees/record-card.handler.ts';
import { listRefereeGames } from '../application/referees/referee-games.query.ts';
import { removeCard } from '../application/referees/remove-card.handler.ts';

const tags = ['Leagues'];
const gameParams = idParams('id');
const officials =
  'The game’s referee (while a referee of its organization) and the organization’s coordinators (403 otherwise).';

/** /api/league-common: a referee's games, a game's cards and the referee's match report. */
export const refereeGameRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/league-common', tags },
  (route) => [
    route.get('/referee/games', {
      summary: 'The games the signed-in member referees, with their cards and report, 10 a page',
      description:
        '`future` (the default): games not yet past (72 hours after kick-off), soonest first; `past`: the older ones, latest first. Empty for a member who referees nothing.',
      request: { query: refereeGamesQuerySchema },
      reply: pagedReply(refereeGameDtoSchema),
      handler: async ({ deps, member, query }) => {
        const page = await listRefereeGames(deps, member.memberId, query);
        return paged(page.data, query.page, query.limit, page.hasNext);
      },
    }),
    route.get('/event-page/:id/cards', {
      auth: 'optional',
      summary: 'A league game’s cards (public); canRecord says whether the viewer may record them',
      request: { params: gameParams },
      reply: ok(gameCardsDtoSchema),
      errors: [404],
      handler: ({ deps, member, params }) => getGameCards(deps, member?.memberId, params.id),
    }),
    route.post('/event-page/:id/cards', {
      summary: 'Record a yellow or red card for a player of either team (the game’s referee, coordinators)',
      description: `${officials} Once the game has started and unless it was canceled (409); a player sent off (a red card or two yellows) gets no more cards (409). The team must be one of the two and the player on its season roster for the league or its sub for this game (400).`,
      request: { params: gameParams, body: recordCardSchema },
      example: {
        teamId: '0190f5a2-0000-7000-8000-000000000001',
        memberId: '0190f5a2-0000-7000-8000-000000000002',
        kind: 'YELLOW_CARD',
        minute: 34,
      },
      reply: created(gameCardResultSchema),
      errors: [403, 404, 409],
      handler: ({ deps, member, params, body }) => recordCard(deps, member, params.id, body),
    }),
    route.delete('/event-page/:id/cards/:cardId', {
      summary: 'Remove a card recorded by mistake (the game’s referee, coordinators)',
      description: officials,
      request: { params: idParams('id', 'cardId') },
      reply: ok(gameCardResultSchema),
      errors: [403, 404],
      handler: ({ deps, member, params }) => removeCard(deps, member, params.id, params.cardId),
    }),
    route.get('/event-page/:id/match-report', {
      summary: 'The referee’s match report, null until written (the game’s referee, coordinators)',
      description: officials,
      request: { params: gameParams },
      reply: ok(matchReportDtoSchema.nullable()),
      errors: [403, 404],
      handler: ({ deps, member, params }) => getMatchReport(deps, member, params.id),
    }),
    route.put('/event-page/:id/match-report', {
      summary: 'Write or rewrite the match report (the game’s referee, coordinators)',
      description: officials,
      request: { params: gameParams, body: matchReportSchema },
      example: { text: 'Played in good spirit. One caution for dissent in the second half.' },
      reply: ok(matchReportResultSchema),
      errors: [403, 404],
      handler: ({ deps, member, params, body }) => putMatchReport(deps, member, params.id, body),
    }),
  ],
);

/** /api/league/{leagueId}/referees: whom a coordinator can name on the league's games. */
export const leagueRefereeRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/league', tags },
  (route) => [
    route.get('/:leagueId/referees', {
      summary: 'The organization’s referees, to name on the league’s games (coordinators)',
      description:
        'Coordinators of the league’s organization only (403 otherwise). A referee is named on a game with PATCH /api/league/event/{id} `{ refereeId }`.',
      request: { params: idParams('leagueId') },
      reply: ok(z.array(staffDtoSchema)),
      errors: [403, 404],
      handler: ({ deps, member, params }) => listLeagueReferees(deps, member, params.leagueId),
    }),
  ],
);
