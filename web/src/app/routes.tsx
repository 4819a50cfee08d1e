import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface AppRoute {
  id: string;
  path: string;
  /** Lazily loaded so each page is its own chunk and the first one a phone loads stays small. */
  page: LazyExoticComponent<ComponentType>;
}

const SplashPage = lazy(() =>
  import('../features/splash/splash-page').then((module) => ({ default: module.SplashPage })),
);
const HealthPage = lazy(() =>
  import('../features/health/health-page').then((module) => ({ default: module.HealthPage })),
);
const CaptchaPage = lazy(() =>
  import('../features/captcha/captcha-page').then((module) => ({ default: module.CaptchaPage })),
);

const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })),
);
const CreateAccountPage = lazy(() =>
  import('../features/auth/create-account-page').then((module) => ({ default: module.CreateAccountPage })),
);
const VerifyPage = lazy(() =>
  import('../features/auth/verify-page').then((module) => ({ default: module.VerifyPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
const AutoLoginPage = lazy(() =>
  import('../features/auth/auto-login-page').then((module) => ({ default: module.AutoLoginPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/settings-pages').then((module) => ({ default: module.SettingsPage })),
);
const GeneralSettingsPage = lazy(() =>
  import('../features/settings/settings-pages').then((module) => ({ default: module.GeneralSettingsPage })),
);

const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((module) => ({ default: module.PrivacyPage })),
);
const TermsPage = lazy(() =>
  import('../features/legal/terms-page').then((module) => ({ default: module.TermsPage })),
);
const ChildSafetyPage = lazy(() =>
  import('../features/legal/child-safety-page').then((module) => ({ default: module.ChildSafetyPage })),
);

export const catchAllRouteId = 'catch-all';

/**
 * The route table (spec §2). Each feature adds its routes here when it ships; until then the
 * catch-all covers every other path of the spec.
 */
export const appRoutes: readonly AppRoute[] = [
  { id: 'splash', path: '/', page: SplashPage },
  // Identity: sign-in screens (spec §2, §4) and player settings.
  { id: 'login', path: '/login', page: LoginPage },
  { id: 'create-account', path: '/create-account', page: CreateAccountPage },
  { id: 'verify', path: '/verify', page: VerifyPage },
  { id: 'reset-password', path: '/reset-password', page: ResetPasswordPage },
  { id: 'auto-login', path: '/auto-login', page: AutoLoginPage },
  { id: 'settings', path: '/settings', page: SettingsPage },
  { id: 'settings-general', path: '/settings/general', page: GeneralSettingsPage },
  { id: 'health', path: '/health', page: HealthPage },
  { id: 'captcha', path: '/captcha', page: CaptchaPage },
  // Legal texts, the same as the marketing sites' (src/contracts/legal).
  { id: 'privacy', path: '/privacy', page: PrivacyPage },
  { id: 'terms', path: '/ts', page: TermsPage },
  { id: 'child-safety', path: '/csae-policy', page: ChildSafetyPage },
  // Spec §2: a catch-all shows the splash and login page.
  { id: catchAllRouteId, path: '*', page: SplashPage },
];
