import type { EventBus } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { LoginFailures } from '../infrastructure/login-failures.ts';
import type { PasswordHasher } from '../infrastructure/password-hasher.ts';

/** What the account use cases share: the request's EntityManager, the clock, the bus and the hasher. */
export interface HandlerDeps {
  em: EntityManager;
  clock: Clock;
  bus: EventBus;
  hasher: PasswordHasher;
  /** Wrong passwords count against the account wherever they are typed (sign-in, re-checks). */
  failures: LoginFailures;
}

/** Re-checks a signed-in member's password, counting a wrong one like a failed sign-in. */
export async function passwordMatches(
  deps: HandlerDeps,
  member: { email: string | null; passwordHash: string | null },
  password: string,
): Promise<boolean> {
  if (member.email) await deps.failures.assertNotLocked(member.email);
  const matches = await deps.hasher.verify(member.passwordHash, password);
  if (member.email)
    await (matches ? deps.failures.clear(member.email) : deps.failures.recordFailure(member.email));
  return matches;
}
