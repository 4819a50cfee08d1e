import { LEAGUE_EVENT_MESSAGES } from '../../../../contracts/leagues/index.ts';
import {
  type GameCardResult,
  REFEREE_MESSAGES,
  type RecordCardRequest,
} from '../../../../contracts/leagues/referees.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent, uuidv7 } from '../../../../platform/bus/index.ts';
import { badRequest, conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { cardRefusal } from '../../domain/card-rules.ts';
import {
  insertCard,
  listCards,
  lockOfficiatedGame,
  playsGameFor,
} from '../../infrastructure/officiating.store.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { cardEvent, toGameCards } from './game-card-dto.ts';
import { assertOfficial, officiatedGame } from './officiating-access.ts';

/** POST /api/league-common/event-page/{id}/cards: the game's referee (or a coordinator) shows a card. */
export async function recordCard(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  request: RecordCardRequest,
): Promise<GameCardResult> {
  const game = await officiatedGame(deps.em, gameId);
  await assertOfficial(deps.em, game, actor.memberId);
  if (request.teamId !== game.home_team_id && request.teamId !== game.away_team_id)
    throw badRequest([{ message: REFEREE_MESSAGES.playerNotInGame, field: 'teamId' }]);
  // The league's roster, not the club's: a player on the team's season roster, or its sub for this game.
  if (
    !(await playsGameFor(deps.em, { id: gameId, leagueId: game.league_id }, request.teamId, request.memberId))
  )
    throw badRequest([{ message: REFEREE_MESSAGES.playerNotOnSeasonRoster, field: 'memberId' }]);
  const now = deps.clock.now();
  const row = await deps.em.transactional(async (tx) => {
    const locked = await lockOfficiatedGame(tx, gameId);
    if (!locked) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
    const shown = (await listCards(tx, gameId)).map((c) => ({
      memberId: c.member_id,
      teamId: c.team_id,
      kind: c.kind,
    }));
    const refusal = cardRefusal(
      { status: locked.status, startsAt: new Date(locked.starts_at) },
      shown,
      { memberId: request.memberId, teamId: request.teamId, kind: request.kind },
      now,
    );
    if (refusal) throw conflict(refusal);
    const card = await insertCard(
      tx,
      {
        id: uuidv7(),
        league_event_id: gameId,
        league_id: locked.league_id,
        team_id: request.teamId,
        member_id: request.memberId,
        kind: request.kind,
        minute: request.minute,
        recorded_by: actor.memberId,
      },
      now,
    );
    recordEvent(tx, 'leagues.card-recorded', cardEvent(locked, actor.memberId, card));
    return card;
  });
  const [card] = await toGameCards(deps.identity, [row]);
  return { card: card!, message: REFEREE_MESSAGES.cardRecorded };
}
