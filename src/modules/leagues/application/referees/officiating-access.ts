import { LEAGUE_EVENT_MESSAGES, type StaffRole } from '../../../../contracts/leagues/index.ts';
import { REFEREE_MESSAGES } from '../../../../contracts/leagues/referees.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { staffRoleOf } from '../../../organizations/index.ts';
import { findOfficiatedGame, type OfficiatedGameRow } from '../../infrastructure/officiating.store.ts';
import { isUuid } from '../league-access.ts';

/** The game, or 404 for a malformed or unknown id. */
export async function officiatedGame(em: EntityManager, gameId: string): Promise<OfficiatedGameRow> {
  const game = isUuid(gameId) ? await findOfficiatedGame(em, gameId) : undefined;
  if (!game) throw notFound(LEAGUE_EVENT_MESSAGES.notFound);
  return game;
}

/**
 * Whether the member, with this staff role in the game's organization, officiates the game: its
 * coordinators, and the referee named on it while they are still a referee of the organization (one
 * removed from staff loses the game at once).
 */
export const officiates = (
  game: OfficiatedGameRow,
  memberId: string | undefined,
  role: StaffRole | undefined,
) => role === 'coordinator' || (role === 'referee' && game.referee_id === memberId);

/** 403 unless the member officiates the game. */
export async function assertOfficial(
  em: EntityManager,
  game: OfficiatedGameRow,
  memberId: string,
): Promise<void> {
  if (!officiates(game, memberId, await staffRoleOf(em, game.organization_id, memberId)))
    throw forbidden(REFEREE_MESSAGES.officialsOnly);
}
