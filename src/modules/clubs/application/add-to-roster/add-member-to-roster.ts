import { TEAM_MESSAGES } from '../../../../contracts/clubs/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/ids.ts';
import type { RosterJoinVia } from '../../events.ts';
import { insertRosterEntryOnce } from '../../infrastructure/roster.store.ts';

export interface AddMemberToRoster {
  teamId: string;
  memberId: string;
  isCaptain?: boolean;
  via: RosterJoinVia;
}

export interface AddedToRoster {
  rosterEntryId: string;
  /** True when the member was already on the roster: nothing changed and no event was recorded. */
  alreadyAdded: boolean;
  team: { id: string; name: string };
}

/**
 * Puts a member on a team's roster, once. Call it inside the caller's transaction (`em` is the
 * transaction's EntityManager): the row and the 'clubs.member-joined' outbox event commit together.
 * Two simultaneous joins of the same member create one row: the insert yields on the unique
 * (team_id, member_id) constraint instead of failing the transaction. Throws 404 for an unknown team.
 *
 * Module-internal API for invites and onboarding (same module, import this file directly).
 */
export async function addMemberToRoster(em: EntityManager, input: AddMemberToRoster): Promise<AddedToRoster> {
  if (!isUuid(input.teamId)) throw notFound(TEAM_MESSAGES.notFound);
  const teams = await em.execute<Array<{ id: string; name: string }>>(
    'select id, name from team where id = ?',
    [input.teamId],
  );
  const team = teams[0];
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  const insertedId = await insertRosterEntryOnce(em, {
    teamId: input.teamId,
    memberId: input.memberId,
    isCaptain: input.isCaptain ?? false,
  });
  if (insertedId) {
    recordEvent(em, 'clubs.member-joined', {
      teamId: input.teamId,
      memberId: input.memberId,
      isCaptain: input.isCaptain ?? false,
      via: input.via,
    });
    return { rosterEntryId: insertedId, alreadyAdded: false, team: { id: team.id, name: team.name } };
  }
  const existing = await em.execute<Array<{ id: string }>>(
    'select id from roster_entry where team_id = ? and member_id = ?',
    [input.teamId, input.memberId],
  );
  return { rosterEntryId: existing[0]!.id, alreadyAdded: true, team: { id: team.id, name: team.name } };
}
