import { atomWithStorage } from 'jotai/utils';
import { storageKeys } from '../lib/storage-keys';

/** Spec §2: invite links carry `inviteToken`. */
export const inviteTokenParam = 'inviteToken';

/**
 * Spec §4 invite data: the token from an invite link, kept across sign-up, verification and sign-in
 * until it is applied (profile complete, at least 18), or cleared by a 400 or a logout.
 */
export const inviteTokenAtom = atomWithStorage<string | null>(storageKeys.inviteToken, null, undefined, {
  getOnInit: true,
});
