import type { LeagueEventResult } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeagueEvent } from '../queries/league-event.query.ts';

/** What a coordinator's change of a game answers: the game as it is now, with the change's message. */
export const leagueEventResult = async (
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  message: string,
): Promise<LeagueEventResult> => ({
  event: await getLeagueEvent(deps.em, deps.identity, gameId, actor.memberId, deps.clock.now()),
  message,
});
