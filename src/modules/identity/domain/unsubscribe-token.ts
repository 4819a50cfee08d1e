import type { EmailKind } from '../../../contracts/identity/index.ts';
import { purposeKey, signToken, verifyToken } from '../../../platform/crypto/signed-token.ts';

// An e-mail's unsubscribe link names the member and the kind of e-mail and carries
// HMAC(key, kind:member): whoever holds the mail may switch that one kind off (or back on) for that
// member, and nothing else. Not stored and never expiring, as RFC 8058 expects of a List-Unsubscribe URL.

const PURPOSE = 'playfield:email-unsubscribe';

export const unsubscribeTokenKey = (secret: string): Buffer => purposeKey(secret, PURPOSE);

export const unsubscribeToken = (key: Buffer, memberId: string, kind: EmailKind): string =>
  signToken(key, `${kind}:${memberId}`);

export const isUnsubscribeToken = (key: Buffer, memberId: string, kind: EmailKind, token: string): boolean =>
  verifyToken(key, `${kind}:${memberId}`, token);
