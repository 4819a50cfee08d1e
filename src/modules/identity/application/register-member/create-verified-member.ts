import { randomUUID } from 'node:crypto';
import { formatPhone, type Gender } from '../../../../contracts/identity/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { Member } from '../../infrastructure/member.entity.ts';
import { createPasswordHasher } from '../../infrastructure/password-hasher.ts';

export interface VerifiedMemberInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  zip: string;
  /** YYYY-MM-DD */
  birthday: string;
  gender: Gender;
  location: string;
  favoriteTeam?: string;
}

/**
 * An account whose address is already verified and whose profile is complete, with the same password
 * hashing as sign-up. For the demo data set (and operators' tooling), not for visitors: it sends no
 * verification e-mail and starts no session. Runs in the caller's transaction.
 */
export async function createVerifiedMember(tx: EntityManager, input: VerifiedMemberInput): Promise<string> {
  const passwordHash = await createPasswordHasher().hash(input.password);
  const now = new Date();
  const member = tx.create(Member, {
    id: randomUUID(),
    email: input.email.toLowerCase(),
    emailVerified: true,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: formatPhone(input.phone),
    zip: input.zip.toUpperCase(),
    birthday: input.birthday,
    gender: input.gender,
    location: input.location,
    favoriteTeam: input.favoriteTeam ?? null,
    createdAt: now,
    updatedAt: now,
  });
  // Flushed now, inside the caller's transaction: callers go on to write rows that reference it.
  await tx.flush();
  return member.id;
}
