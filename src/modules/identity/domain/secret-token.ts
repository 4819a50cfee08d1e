import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh, reset and verification tokens alike. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a database leak gives no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
