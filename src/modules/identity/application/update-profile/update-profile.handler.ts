import type { z } from 'zod';
import {
  formatPhone,
  type MemberDto,
  type updateProfileSchema,
} from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { unauthorized } from '../../../../platform/errors/app-error.ts';
import { findMemberById, toMemberDto } from '../../infrastructure/member-store.ts';
import type { MemberTeamsReader } from '../../ports.ts';
import type { HandlerDeps } from '../handler-deps.ts';

export type ProfileUpdate = z.output<typeof updateProfileSchema>;

/** Saves the profile form (spec §5 Profile); optional fields left out keep their value. */
export async function updateProfile(
  deps: HandlerDeps,
  teams: MemberTeamsReader,
  actor: AuthenticatedMember,
  input: ProfileUpdate,
): Promise<MemberDto> {
  const now = deps.clock.now();
  const updated = await deps.em.execute<Array<{ id: string }>>(
    `update member set first_name = ?, last_name = ?, location = ?, birthday = ?, gender = ?, phone_number = ?,
       zip = ?, street = coalesce(?, street), state = coalesce(?, state), favorite_team = coalesce(?, favorite_team),
       updated_at = ?
     where id = ? and status = 'active' returning id`,
    [
      input.firstName,
      input.lastName,
      input.location,
      input.birthday,
      input.gender,
      formatPhone(input.phoneNumber),
      input.zip.toUpperCase(),
      input.street ?? null,
      input.state ?? null,
      input.favoriteTeam ?? null,
      now,
      actor.memberId,
    ],
  );
  if (updated.length === 0) throw unauthorized();
  const member = await findMemberById(deps.em, actor.memberId);
  return toMemberDto(member!, await teams.teamsOf(actor.memberId));
}
