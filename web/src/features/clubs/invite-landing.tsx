import { useAtom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { InviteResult as ContractInviteResult } from '../../../../src/contracts/clubs/invite.ts';
import { ageOn, MINIMUM_AGE } from '../../../../src/contracts/identity/member-rules.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { isAccountFlowPath } from '../../app/account-flow';
import { inviteTokenAtom, inviteTokenParam } from '../../app/invite';
import { authenticatedAtom } from '../../app/session';
import { withReturnTo } from '../../lib/return-to';
import { useToast } from '../../ui/toast/use-toast';
import { completeRegistrationPath } from '../session/after-login';
import { meKey, useMe } from '../session/use-me';
import { CLUB_MESSAGES } from './club-messages';
import { pickupGroupPath, teamPath } from './club-selector-rules';
import { clubKeys } from './use-clubs';

/** What `/api/public/invite/process` answers; read defensively, every field may be missing. */
export type InviteResult = Partial<Omit<ContractInviteResult, 'team' | 'pickupGroup' | 'inviter'>> & {
  team?: { id: string; name: string } | null;
  pickupGroup?: { id: string; name: string } | null;
  inviter?: { firstName: string; lastName: string } | null;
};

/** Spec §8: 'Congrats! You were added to (name) group/team by (inviter)' or the already-added text. */
export function inviteOutcome(result: InviteResult): {
  message: string;
  path: string | null;
  kind: 'success' | 'info';
} {
  const club = result.team ?? result.pickupGroup ?? null;
  const path = result.team
    ? teamPath(result.team.id)
    : result.pickupGroup
      ? pickupGroupPath(result.pickupGroup.id)
      : null;
  const kind = result.team ? 'team' : 'group';
  if (result.alreadyAdded) return { message: CLUB_MESSAGES.alreadyAdded(kind), path, kind: 'info' };
  const inviter = result.inviter
    ? `${result.inviter.firstName} ${result.inviter.lastName}`.trim()
    : 'a teammate';
  return {
    message: CLUB_MESSAGES.congrats(club?.name ?? '', kind, inviter),
    path,
    kind: 'success',
  };
}

/**
 * Whether the invite may act from this page: send the member on to complete their profile, or apply
 * and move on to the club. Not from an account screen (isAccountFlowPath), whose own work must finish
 * first; a new account's "Check your inbox" step stays on screen until the member continues.
 */
export function mayPromptForProfile(pathname: string): boolean {
  return !isAccountFlowPath(pathname);
}

/** The current location without `inviteToken`. */
export function withoutInviteToken(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(inviteTokenParam);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Spec §4 invite landing: a link's `inviteToken` is stored; once the member is signed in with a
 * complete profile and at least 18 it is applied (`POST /api/public/invite/process`) and the member
 * lands on the club. Mounted once, in the layout.
 */
export function InviteLanding() {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [token, setToken] = useAtom(inviteTokenAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const { data: me } = useMe();
  const handled = useRef<string | null>(null);
  const prompted = useRef<string | null>(null);
  const taken = useRef<string | null>(null);
  const fromUrl = searchParams.get(inviteTokenParam);

  // The link's token is stored once: it is still in the address for a moment after being applied and
  // reset, and storing it again then kept it for good, sending every later page load back to the club.
  useEffect(() => {
    if (!fromUrl || taken.current === fromUrl) return;
    taken.current = fromUrl;
    setToken(fromUrl);
  }, [fromUrl, setToken]);

  useEffect(() => {
    if (!token || !authenticated || !me || handled.current === token) return;
    if (!mayPromptForProfile(pathname)) return;
    if (!me.registrationComplete) {
      if (prompted.current !== token) {
        prompted.current = token;
        // The registration page says 'Please complete your profile to proceed' itself: a toast would
        // say it twice, and cover the fields on a phone.
        navigate(withReturnTo(completeRegistrationPath, withoutInviteToken(pathname, search)));
      }
      return;
    }
    handled.current = token;
    if (!me.birthday || ageOn(me.birthday) < MINIMUM_AGE) {
      toast.error(CLUB_MESSAGES.tooYoung);
      setToken(RESET);
      return;
    }
    void (async () => {
      try {
        const result = await api.post<InviteResult>('/public/invite/process', { token });
        setToken(RESET);
        const outcome = inviteOutcome(result ?? {});
        if (outcome.kind === 'success') toast.success(outcome.message);
        else toast.info(outcome.message);
        await Promise.all([mutate(clubKeys.memberTeams), mutate(meKey)]);
        if (outcome.path) {
          await mutate((key) => typeof key === 'string' && key.startsWith(outcome.path as string));
          navigate(outcome.path, { replace: true });
        } else if (fromUrl) {
          navigate(withoutInviteToken(pathname, search), { replace: true });
        }
      } catch (error) {
        setToken(RESET);
        // Spec §8: a 400 (and any failure) drops the token and says why.
        const message = firstServerError(error) ?? CLUB_MESSAGES.inviteFailed;
        toast.error(message);
        navigate(withoutInviteToken(pathname, search), { replace: true });
      }
    })();
  }, [token, authenticated, me, pathname, search, fromUrl, navigate, toast, mutate, setToken]);

  return null;
}
