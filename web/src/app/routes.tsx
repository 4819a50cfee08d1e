import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { FrontDoor } from '../features/home/front-door';

/** A lazily loaded page that can be asked to load before React renders it. */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A page loaded on first visit, as its own chunk, from the named export of its module. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  ) satisfies LazyPage;
}

export interface AppRoute {
  id: string;
  path: string;
  /** Lazily loaded so each page is its own chunk and the first one a phone loads stays small. */
  page: LazyExoticComponent<ComponentType> | ComponentType;
}

/** Starts loading a lazy page's chunk now (the same module React.lazy then takes); a no-op otherwise. */
export function preloadPage(page: AppRoute['page']): Promise<unknown> {
  const preload = (page as Partial<LazyPage>).preload;
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}

// The splash is in the entry chunk: it is the page most first visits land on (and the catch-all), so
// it paints with the first scripts, without a second round trip and a skeleton that it then replaces.
// A signed-in member gets their home there instead, from a chunk of its own (features/home/front-door).
const HealthPage = lazyPage(() => import('../features/health/health-page'), 'HealthPage');
const CaptchaPage = lazyPage(() => import('../features/captcha/captcha-page'), 'CaptchaPage');

const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const CreateAccountPage = lazyPage(() => import('../features/auth/create-account-page'), 'CreateAccountPage');
const VerifyPage = lazyPage(() => import('../features/auth/verify-page'), 'VerifyPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const ConfirmEmailChangePage = lazyPage(
  () => import('../features/auth/email-change-page'),
  'ConfirmEmailChangePage',
);
const CancelEmailChangePage = lazyPage(
  () => import('../features/auth/email-change-page'),
  'CancelEmailChangePage',
);
const AutoLoginPage = lazyPage(() => import('../features/auth/auto-login-page'), 'AutoLoginPage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-pages'), 'SettingsPage');
const UnsubscribePage = lazyPage(
  () => import('../features/email-preferences/unsubscribe-page'),
  'UnsubscribePage',
);
const SubAlertUnsubscribePage = lazyPage(
  () => import('../features/marketplace/sub-alert-unsubscribe-page'),
  'SubAlertUnsubscribePage',
);
const GeneralSettingsPage = lazyPage(
  () => import('../features/settings/settings-pages'),
  'GeneralSettingsPage',
);

const PrivacyPage = lazyPage(() => import('../features/legal/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/legal/terms-page'), 'TermsPage');
const ChildSafetyPage = lazyPage(() => import('../features/legal/child-safety-page'), 'ChildSafetyPage');

const TeamPage = lazyPage(() => import('../features/clubs/team-page'), 'TeamPage');
const PickupGroupPage = lazyPage(() => import('../features/clubs/pickup-group-page'), 'PickupGroupPage');
const OnboardPage = lazyPage(() => import('../features/clubs/onboard-page'), 'OnboardPage');
const PickupEventPage = lazyPage(() => import('../features/pickup/pickup-event-page'), 'PickupEventPage');
const RegistrationCompletePage = lazyPage(
  () => import('../features/pickup/registration-complete-page'),
  'RegistrationCompletePage',
);

const EventsPage = lazyPage(() => import('../features/events/events-page'), 'EventsPage');
const TeamEventPage = lazyPage(() => import('../features/events/event-page'), 'TeamEventPage');
const EventRosterPage = lazyPage(() => import('../features/events/event-page'), 'EventRosterPage');

const InboxPage = lazyPage(() => import('../features/chat/inbox-page'), 'InboxPage');

const LeaguePage = lazyPage(() => import('../features/leagues/league-page'), 'LeaguePage');
const LeagueEventPage = lazyPage(() => import('../features/leagues/league-event-page'), 'LeagueEventPage');
const OrganizerPage = lazyPage(() => import('../features/leagues/organizer-page'), 'OrganizerPage');
const RefereeGamesPage = lazyPage(
  () => import('../features/leagues/referee/referee-games-page'),
  'RefereeGamesPage',
);
const SignedWaiverPage = lazyPage(() => import('../features/waivers/signed-waiver-page'), 'SignedWaiverPage');
const SignWaiverPage = lazyPage(() => import('../features/waivers/sign-waiver-page'), 'SignWaiverPage');
const MarketplacePage = lazyPage(() => import('../features/marketplace/marketplace-page'), 'MarketplacePage');
const LeagueRegistrationSuccessPage = lazyPage(
  () => import('../features/marketplace/registration-success-page'),
  'LeagueRegistrationSuccessPage',
);
const FreeAgentRegistrationSuccessPage = lazyPage(
  () => import('../features/marketplace/registration-success-page'),
  'FreeAgentRegistrationSuccessPage',
);
const FreeAgentPage = lazyPage(() => import('../features/marketplace/free-agent-page'), 'FreeAgentPage');
const MarketplacePostPage = lazyPage(() => import('../features/marketplace/post-page'), 'PostPage');
const LeagueListingPage = lazyPage(
  () => import('../features/marketplace/league-listing-page'),
  'LeagueListingPage',
);
const PublicLeagueSchedulePage = lazyPage(
  () => import('../features/leagues/public-schedule-page'),
  'PublicLeagueSchedulePage',
);

export const catchAllRouteId = 'catch-all';

/**
 * The route table (spec §2). Each feature adds its routes here when it ships; until then the
 * catch-all covers every other path of the spec.
 */
export const appRoutes: readonly AppRoute[] = [
  { id: 'splash', path: '/', page: FrontDoor },
  // Identity: sign-in screens (spec §2, §4) and player settings.
  { id: 'login', path: '/login', page: LoginPage },
  { id: 'create-account', path: '/create-account', page: CreateAccountPage },
  { id: 'verify', path: '/verify', page: VerifyPage },
  { id: 'reset-password', path: '/reset-password', page: ResetPasswordPage },
  { id: 'auto-login', path: '/auto-login', page: AutoLoginPage },
  // The two links of an e-mail change (EMAIL_CHANGE_PATHS in src/contracts/identity).
  { id: 'email-change-confirm', path: '/email-change/confirm', page: ConfirmEmailChangePage },
  { id: 'email-change-cancel', path: '/email-change/cancel', page: CancelEmailChangePage },
  { id: 'settings', path: '/settings', page: SettingsPage },
  { id: 'settings-general', path: '/settings/general', page: GeneralSettingsPage },
  // An e-mail's Unsubscribe link: /unsubscribe/{game-emails|reminders|chat-digests} (team-events: old links).
  { id: 'unsubscribe', path: '/unsubscribe/:kind', page: UnsubscribePage },
  // A sub alert e-mail's Unsubscribe link (SUB_ALERT_UNSUBSCRIBE_PAGE_PATH, issue 20).
  { id: 'sub-alert-unsubscribe', path: '/sub-alerts/unsubscribe', page: SubAlertUnsubscribePage },
  // Clubs: teams and pickup groups (spec §2), and onboarding (create a team behind the bot check).
  { id: 'team', path: '/team/:teamId', page: TeamPage },
  { id: 'pickup-group', path: '/pickup-group/:pickupGroupId', page: PickupGroupPage },
  { id: 'onboard', path: '/onboard', page: OnboardPage },
  // Pickup games: a game (numeric id from the path) and where its checkout returns (spec §2).
  { id: 'pickup-event', path: '/pickup-event/:pickupEventId', page: PickupEventPage },
  {
    id: 'pickup-registration-complete',
    path: '/pickup-event/:pickupEventId/registration-complete',
    page: RegistrationCompletePage,
  },
  // Events: the member's schedule, a team event, and its roster alone (spec §2).
  { id: 'events', path: '/events', page: EventsPage },
  { id: 'team-event', path: '/team-event/:eventId', page: TeamEventPage },
  { id: 'event-roster', path: '/events/:eventId/roster', page: EventRosterPage },
  // Leagues: a league's views, a league game, the organizer console, and the public schedule (spec §2).
  { id: 'league', path: '/league/:leagueId', page: LeaguePage },
  { id: 'league-event', path: '/league-event/:leagueEventId', page: LeagueEventPage },
  { id: 'organizer', path: '/organizer', page: OrganizerPage },
  // A referee's own games (issue 19), from the account menu.
  { id: 'referee-games', path: '/referee', page: RefereeGamesPage },
  // Waivers: what a member signed (the profile card links here) and signing the current version.
  { id: 'signed-waiver', path: '/waivers/:signedWaiverId', page: SignedWaiverPage },
  { id: 'sign-waiver', path: '/sign-waiver/:orgId', page: SignWaiverPage },
  {
    id: 'public-league-schedule',
    path: '/public/league-schedule/organization/:orgId/*',
    page: PublicLeagueSchedulePage,
  },
  // The marketplace (spec's Shop tab): public lists of leagues open for registration, free agents, posts.
  { id: 'marketplace', path: '/marketplace', page: MarketplacePage },
  { id: 'marketplace-league', path: '/marketplace/league/:leagueId', page: LeagueListingPage },
  { id: 'marketplace-free-agent', path: '/marketplace/free-agent/:freeAgentId', page: FreeAgentPage },
  { id: 'marketplace-post', path: '/marketplace/post/:postId', page: MarketplacePostPage },
  {
    id: 'league-registration-success',
    path: '/marketplace/league/registration-success',
    page: LeagueRegistrationSuccessPage,
  },
  {
    id: 'free-agent-registration-success',
    path: '/marketplace/free-agent/registration-success',
    page: FreeAgentRegistrationSuccessPage,
  },
  // Messaging: the inbox of direct conversations and team chats (the chat modal opens from query params).
  { id: 'messages', path: '/messages', page: InboxPage },
  { id: 'health', path: '/health', page: HealthPage },
  { id: 'captcha', path: '/captcha', page: CaptchaPage },
  // Legal texts, the same as the marketing sites' (src/contracts/legal).
  { id: 'privacy', path: '/privacy', page: PrivacyPage },
  { id: 'terms', path: '/ts', page: TermsPage },
  { id: 'child-safety', path: '/csae-policy', page: ChildSafetyPage },
  // Spec §2: a catch-all shows the splash and login page (a signed-in member's home, as at /).
  { id: catchAllRouteId, path: '*', page: FrontDoor },
];
