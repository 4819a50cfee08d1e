import { useAtom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { RSVP_MESSAGES } from '../../../../src/contracts/events/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { pendingRsvpAtom, type RsvpLink, readRsvpLink, withoutRsvpLink } from '../../app/rsvp-link';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { useToast } from '../../ui/toast/use-toast';
import { homeKeys } from '../home/use-next-games';
import { leagueKeys } from '../leagues/use-leagues';
import { useMe } from '../session/use-me';
import { eventKeys, refetchMemberEvents } from './use-events';
import { refetchMemberLeagueEvents } from './use-member-league-events';

const pageOf = (link: RsvpLink) =>
  link.kind === 'league'
    ? `/league-event/${encodeURIComponent(link.eventId)}`
    : `/team-event/${encodeURIComponent(link.eventId)}`;

/** Sends the answer where its game lives: a league game answers for the member's own team. */
function sendRsvp(link: RsvpLink) {
  return link.kind === 'league'
    ? api.post(`${leagueKeys.eventPage(link.eventId)}/rsvp`, { status: link.status })
    : api.post(`${eventKeys.event(link.eventId)}/rsvp`, { memberId: link.memberId, status: link.status });
}

/**
 * Spec §4, §8 RSVP e-mail link: signed in as the member the link names, the RSVP is sent ('Successfully
 * sent RSVP'); as anyone else, 'You can only RSVP yourself from an email invite'; signed out, it is kept
 * until the member has signed in. A 401 shows the server's message and goes to the splash; any other
 * failure the first server error or 'Something went wrong'. The parameters leave the address either
 * way, so a reload does not send it again. Mounted in the layout while a link or a kept RSVP is around.
 * A league game's link (`/league-event/{id}`) works the same, answering for the member's own team; its
 * page is public, so signed out it is this that sends the member to log in.
 */
export function RsvpLanding() {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useAtom(pendingRsvpAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const { data: me } = useMe();
  const handled = useRef<string | null>(null);
  // A league game's page is public: signed out, this sends the member to log in (once).
  const sentToLogin = useRef(false);
  const fromUrl = readRsvpLink(searchParams, pathname);

  // Signed out: keep it for after the sign-in (the event page sends the member to log in).
  useEffect(() => {
    if (!fromUrl || authenticated) return;
    if (JSON.stringify(fromUrl) !== JSON.stringify(pending)) setPending(fromUrl);
    if (fromUrl.kind !== 'league' || sentToLogin.current) return;
    sentToLogin.current = true;
    toast.info('Log in to send your RSVP.');
    // Back to the game's page without the link's parameters: the kept answer is sent once from there.
    navigate(loginHref(withoutRsvpLink(pathname, search)), { replace: true });
  }, [fromUrl, authenticated, pending, setPending, navigate, pathname, search, toast]);

  useEffect(() => {
    const link = fromUrl ?? pending;
    if (!link || !authenticated || !me) return;
    const key = `${link.eventId}:${link.memberId}:${link.status}`;
    if (handled.current === key) return;
    handled.current = key;
    setPending(RESET);
    const eventPath = pageOf(link);
    const onEventPage = pathname === eventPath;
    if (fromUrl) navigate(withoutRsvpLink(pathname, search), { replace: true });

    if (me.id !== link.memberId) {
      toast.error(RSVP_MESSAGES.onlySelf);
      return;
    }
    void (async () => {
      try {
        await sendRsvp(link);
        toast.success(RSVP_MESSAGES.sent);
        await Promise.all(
          link.kind === 'league'
            ? [
                mutate(leagueKeys.event(link.eventId)),
                mutate(leagueKeys.rosters(link.eventId)),
                mutate(homeKeys.leagueGames),
                refetchMemberLeagueEvents(mutate),
              ]
            : [
                mutate(eventKeys.event(link.eventId)),
                mutate(eventKeys.roster(link.eventId)),
                refetchMemberEvents(mutate),
              ],
        );
        if (!onEventPage) navigate(eventPath);
      } catch (error) {
        const message = firstServerError(error) ?? RSVP_MESSAGES.failed;
        toast.error(message);
        if (error instanceof ApiError && error.status === 401) navigate('/', { replace: true });
      }
    })();
  }, [fromUrl, pending, authenticated, me, pathname, search, navigate, toast, mutate, setPending]);

  return null;
}
