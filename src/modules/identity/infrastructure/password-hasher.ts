import * as argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws. */
  verify(hash: string | null, password: string): Promise<boolean>;
}

export function createPasswordHasher(): PasswordHasher {
  // Checked when an e-mail has no password, so a miss costs what a hit costs and timing reveals nothing.
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, OPTIONS),
    async verify(hash, password) {
      try {
        if (!hash) {
          decoy ??= argon2.hash('decoy password that never matches', OPTIONS);
          await argon2.verify(await decoy, password);
          return false;
        }
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}
