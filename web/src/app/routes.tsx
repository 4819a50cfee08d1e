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

export const catchAllRouteId = 'catch-all';

/**
 * The route table (spec §2). Each feature adds its routes here when it ships; until then the
 * catch-all covers every other path of the spec.
 */
export const appRoutes: readonly AppRoute[] = [
  { id: 'splash', path: '/', page: SplashPage },
  { id: 'health', path: '/health', page: HealthPage },
  { id: 'captcha', path: '/captcha', page: CaptchaPage },
  // Spec §2: a catch-all shows the splash and login page.
  { id: catchAllRouteId, path: '*', page: SplashPage },
];
