import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router-dom';
import { AccountMenu } from '../../features/session/account-menu';
import { AuthRedirectNotice } from '../../features/session/auth-redirect-notice';
import { SessionBootstrap } from '../../features/session/session-bootstrap';
import { classNames } from '../../lib/class-names';
import { AfterHydration } from '../../lib/use-hydrated';
import { BottomNav, type NavItem } from '../../ui/bottom-nav/bottom-nav';
import { Footer } from '../../ui/footer/footer';
import { Header } from '../../ui/header/header';
import { ClubIcon, ScheduleIcon, ShopIcon } from '../../ui/icons/icons';
import { SidePanelToggles } from '../../ui/side-panels/side-panel-toggles';
import { SidePanels } from '../../ui/side-panels/side-panels';
import { PageSkeleton } from '../../ui/skeleton/skeleton';
import { type BottomNavIcon, bottomNavItems } from '../bottom-nav-items';
import { isBottomNavShown, isFooterShown, isHeaderHidden } from '../chrome';
import { clubHrefAtom } from '../club-path';
import { inviteTokenAtom, inviteTokenParam } from '../invite';
import { catchAllRouteId } from '../routes';
import { pendingRsvpAtom } from '../rsvp-link';
import { authenticatedAtom, hasTeamAtom } from '../session';
import styles from './app-layout.module.css';
import { Overlays } from './overlays';
import { ActivityPanel, ClubsPanel } from './panel-content';
import { ScrollRestorationAfterLoad } from './scroll-restoration-after-load';

// The club selector lives in the header (which the splash page does not show) and the invite landing
// only works while an invite token is around: neither belongs in the splash page's first JavaScript.
const ClubSelector = lazy(() =>
  import('../../features/clubs/club-selector').then((module) => ({ default: module.ClubSelector })),
);
const NotificationBell = lazy(() =>
  import('../../features/notifications/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const RsvpLanding = lazy(() =>
  import('../../features/events/rsvp-landing').then((module) => ({ default: module.RsvpLanding })),
);
const ChatHost = lazy(() =>
  import('../../features/chat/chat-host').then((module) => ({ default: module.ChatHost })),
);
const MessagesLink = lazy(() =>
  import('../../features/chat/messages-link').then((module) => ({ default: module.MessagesLink })),
);
const InviteLanding = lazy(() =>
  import('../../features/clubs/invite-landing').then((module) => ({ default: module.InviteLanding })),
);

/** Spec §4: an invite token from the link or kept from an earlier page brings in the invite flow. */
function InviteLandingWhenInvited() {
  const [searchParams] = useSearchParams();
  const storedToken = useAtomValue(inviteTokenAtom);
  if (!searchParams.get(inviteTokenParam) && !storedToken) return null;
  return (
    <Suspense fallback={null}>
      <InviteLanding />
    </Suspense>
  );
}

/**
 * The header's club selector, for a signed-in member only: it shows nothing to a visitor, and its
 * chunk and stylesheet were downloaded on every landing route all the same (issue 15).
 */
function ClubSelectorWhenSignedIn() {
  const authenticated = useAtomValue(authenticatedAtom);
  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <ClubSelector />
    </Suspense>
  );
}

/** Spec §2: the notification bell, for a signed-in member only (its socket opens only then). */
function NotificationBellWhenSignedIn() {
  const authenticated = useAtomValue(authenticatedAtom);
  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

/** The header's link to the inbox, with the unread count, for a signed-in member only. */
function MessagesLinkWhenSignedIn() {
  const authenticated = useAtomValue(authenticatedAtom);
  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <MessagesLink />
    </Suspense>
  );
}

/** Spec §2: the chat modal opens while the query parameters name a conversation (type dm or tm). */
function ChatWhenOpened() {
  const [searchParams] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const type = searchParams.get('type');
  if (!opened && (type === 'dm' || type === 'tm')) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ChatHost />
    </Suspense>
  );
}

/** Spec §2, §4: an RSVP e-mail link, or one kept across a sign-in, brings in the RSVP flow. */
function RsvpLandingWhenLinked() {
  const [searchParams] = useSearchParams();
  const pending = useAtomValue(pendingRsvpAtom);
  if (!searchParams.get('rsvpStatus') && !pending) return null;
  return (
    <Suspense fallback={null}>
      <RsvpLanding />
    </Suspense>
  );
}

const navIcons: Record<BottomNavIcon, ReactNode> = {
  club: <ClubIcon />,
  schedule: <ScheduleIcon />,
  shop: <ShopIcon />,
};

/** The shell around every page (spec §2): header or footer, side panels, bottom navigation, overlays. */
export function AppLayout() {
  const { pathname } = useLocation();
  const onCatchAll = useMatches().some((match) => match.id === catchAllRouteId);
  // The catch-all shows the splash page, so it wears the splash page's chrome.
  const chromePath = onCatchAll ? '/' : pathname;
  const authenticated = useAtomValue(authenticatedAtom);
  const headerHidden = isHeaderHidden(chromePath, authenticated);
  const bottomNavShown = isBottomNavShown(chromePath);

  const clubHref = useAtomValue(clubHrefAtom);
  const hasTeam = useAtomValue(hasTeamAtom);
  const nav: NavItem[] = bottomNavItems({ clubHref, hasTeam }).map((item) => ({
    label: item.label,
    to: item.to,
    icon: navIcons[item.icon],
  }));

  const main = (
    <main id="main" tabIndex={-1} className={styles.main}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </main>
  );

  return (
    <div className={classNames(styles.shell, !bottomNavShown && styles.noBottomNav)}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {headerHidden ? (
        // Headerless pages (splash, legal, public and marketplace pages) are full-width: the panel
        // toggles live in the header, so there are no side panels here either.
        main
      ) : (
        <>
          <Header
            nav={nav}
            club={<ClubSelectorWhenSignedIn />}
            tools={
              <>
                <MessagesLinkWhenSignedIn />
                <SidePanelToggles leftLabel="Clubs" rightLabel="Activity" />
              </>
            }
            account={
              <>
                <NotificationBellWhenSignedIn />
                <AccountMenu />
              </>
            }
          />
          <SidePanels
            left={{ title: 'Your clubs', content: <ClubsPanel /> }}
            right={{ title: 'Activity', content: <ActivityPanel /> }}
          >
            {main}
          </SidePanels>
        </>
      )}
      {isFooterShown(chromePath, authenticated) && <Footer />}
      {bottomNavShown && <BottomNav items={nav} />}
      <SessionBootstrap />
      <AuthRedirectNotice />
      {/* Driven by the query and by storage, which a prerendered landing page's HTML cannot know. */}
      <AfterHydration>
        <InviteLandingWhenInvited />
        <RsvpLandingWhenLinked />
        <ChatWhenOpened />
        <Overlays />
      </AfterHydration>
      <ScrollRestorationAfterLoad />
    </div>
  );
}
