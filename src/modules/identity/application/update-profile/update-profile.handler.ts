import type { z } from 'zod';
import {
  formatPhone,
  type MemberDto,
  type updateProfileSchema,
} from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { unauthorized } from '../../../../platform/errors/app-error.ts';
import type { Member } from '../../infrastructure/member.entity.ts';
import { findMemberById } from '../../infrastructure/member.store.ts';
import type { MemberTeamsReader } from '../../ports.ts';
import type { HandlerDeps } from '../handler-deps.ts';
import { getMe } from '../queries/member-queries.ts';

export type ProfileUpdate = z.output<typeof updateProfileSchema>;

/** Fields not stored as typed: the phone is formatted, the zip upper-cased. */
const STORED: Partial<Record<keyof ProfileUpdate, (value: string) => string>> = {
  phoneNumber: formatPhone,
  zip: (zip) => zip.toUpperCase(),
};

/** What a partial update sets on the member: only the fields that were sent (spec §5 Profile rules). */
export function profileChanges(input: ProfileUpdate): Partial<Pick<Member, keyof ProfileUpdate>> {
  const changes: Record<string, string> = {};
  for (const [field, value] of Object.entries(input) as Array<[keyof ProfileUpdate, string | undefined]>) {
    if (value === undefined) continue;
    changes[field] = STORED[field]?.(value) ?? value;
  }
  return changes as Partial<Pick<Member, keyof ProfileUpdate>>;
}

/** Saves the profile (PATCH /api/member): fields left out keep their value. */
export async function updateProfile(
  deps: HandlerDeps,
  teams: MemberTeamsReader,
  actor: AuthenticatedMember,
  input: ProfileUpdate,
): Promise<MemberDto> {
  await deps.em.transactional(async (em) => {
    const member = await findMemberById(em, actor.memberId);
    if (member?.status !== 'active') throw unauthorized();
    em.assign(member, { ...profileChanges(input), updatedAt: deps.clock.now() });
  });
  return getMe(deps.em, teams, actor.memberId);
}
