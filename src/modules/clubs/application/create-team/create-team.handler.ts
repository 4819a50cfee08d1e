import { TEAM_MESSAGES, type TeamDto, type TeamForm } from '../../../../contracts/clubs/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import type { ClubsDeps } from '../clubs-deps.ts';
import { getTeam } from '../queries/get-team.query.ts';
import { createTeamWithCaptain } from './create-team-with-captain.ts';

/** POST /api/team: the creator becomes the first captain. */
export async function createTeam(
  deps: ClubsDeps,
  actor: AuthenticatedMember,
  form: TeamForm,
): Promise<{ team: TeamDto; message: string }> {
  const id = await deps.em.transactional((tx) =>
    createTeamWithCaptain(tx, {
      form,
      captainId: actor.memberId,
      via: 'created-team',
      now: deps.clock.now(),
    }),
  );
  const team = await getTeam(deps.em, id);
  return { team, message: TEAM_MESSAGES.created(team.name) };
}
