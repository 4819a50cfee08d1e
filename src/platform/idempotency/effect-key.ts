import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The identity of the effect a job is producing: `<subscriber>:<domain event id>` while a worker runs a
 * subscriber. A retried job runs under the same key, so an effect outside the database (an e-mail) can
 * be made idempotent from it without every subscriber threading a key through by hand.
 */
const scope = new AsyncLocalStorage<EffectScope>();

interface EffectScope {
  key: string;
  /** Per recipient, how many mails this run has sent them: the n-th mail of a retry is the n-th again. */
  mailsTo: Map<string, number>;
}

export function runWithEffectKey<T>(key: string, run: () => T): T {
  return scope.run({ key, mailsTo: new Map() }, run);
}

/**
 * The key of the next mail to `recipient` in the running job, or undefined outside one (a request
 * handler's mail, such as a password reset, is sent once by its request).
 */
export function nextMailKey(recipient: string): string | undefined {
  const current = scope.getStore();
  if (!current) return undefined;
  const address = recipient.trim().toLowerCase();
  const n = current.mailsTo.get(address) ?? 0;
  current.mailsTo.set(address, n + 1);
  return `${current.key}:${address}:${n}`;
}
