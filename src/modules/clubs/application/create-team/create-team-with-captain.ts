import { randomUUID } from 'node:crypto';
import type { TeamForm } from '../../../../contracts/clubs/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { RosterJoinVia } from '../../events.ts';
import { TeamEntity } from '../../infrastructure/team.entity.ts';
import { addMemberToRoster } from '../add-to-roster/add-member-to-roster.ts';

/**
 * Writes a new team with `captainId` as its first captain, inside the caller's transaction (`tx`):
 * the team, the roster row and their events commit together. Shared by POST /api/team, onboarding
 * and the demo seed. The form must already be valid (createTeamSchema's output).
 */
export async function createTeamWithCaptain(
  tx: EntityManager,
  input: { form: TeamForm; captainId: string; via: RosterJoinVia; now: Date },
): Promise<string> {
  const { form, captainId, now } = input;
  const id = randomUUID();
  tx.create(TeamEntity, {
    id,
    name: form.name,
    abbreviation: form.abbreviation,
    established: form.established,
    location: form.location,
    zip: form.zip ?? null,
    jerseyColor: form.jerseyColor,
    logo: null,
    banner: null,
    createdBy: captainId,
    createdAt: now,
    updatedAt: now,
  });
  // The roster row references the team: write the team before the insert below runs.
  await tx.flush();
  await addMemberToRoster(tx, { teamId: id, memberId: captainId, isCaptain: true, via: input.via });
  recordEvent(tx, 'clubs.team-created', { teamId: id, name: form.name, captainId });
  return id;
}
