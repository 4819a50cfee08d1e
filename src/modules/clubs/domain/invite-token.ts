import { createHash, randomBytes } from 'node:crypto';

/** A fresh invite token (192 random bits, URL-safe) and the hash that is all the database keeps. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

export const hashInviteToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
