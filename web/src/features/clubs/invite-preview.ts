import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { InviteResult } from '../../../../src/contracts/clubs/invite.ts';
import { api } from '../../api/client';
import { inviteTokenAtom } from '../../app/invite';
import { authenticatedAtom } from '../../app/session';

/** What an invite link is for, as a visitor who has not signed in yet is told. */
export interface InvitePreview {
  club: string;
  kind: 'team' | 'group';
  /** "Priya Raman", when the server knows who sent it. */
  inviter: string | null;
}

export function previewOf(result: Partial<InviteResult> | null | undefined): InvitePreview | null {
  const club = result?.team ?? result?.pickupGroup;
  if (!club?.name) return null;
  const inviter = `${result?.inviter?.firstName ?? ''} ${result?.inviter?.lastName ?? ''}`.trim();
  return { club: club.name, kind: result?.team ? 'team' : 'group', inviter: inviter || null };
}

/**
 * The club an invite link (kept in storage, spec §4) is for, asked while the visitor is still signed
 * out: `/api/public/invite/process` then only says what the token is for, it adds nobody. Sign-up
 * names it, so an invitee knows what the new account is for and what happens after verification.
 * Kept once known: the sign-up signs the member in, and the answer is still what the page shows.
 */
export function useInvitePreview(): InvitePreview | null {
  const token = useAtomValue(inviteTokenAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const [known, setKnown] = useState<{ token: string; preview: InvitePreview | null } | null>(null);

  useEffect(() => {
    if (!token || authenticated) return;
    let current = true;
    api.post<InviteResult>('/public/invite/process', { token }).then(
      (result) => {
        if (current) setKnown({ token, preview: previewOf(result) });
      },
      // A token that names nothing usable: the invite landing says so once the member is signed in.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [token, authenticated]);

  return known !== null && known.token === token ? known.preview : null;
}
