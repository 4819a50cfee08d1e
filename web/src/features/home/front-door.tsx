import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { authenticatedAtom } from '../../app/session';
import { SplashPage } from '../splash/splash-page';

// A chunk of its own: a first-time visitor, who gets the splash, never loads the member's home.
const HomePage = lazy(() => import('./home-page').then((module) => ({ default: module.HomePage })));

/** `/` (and the catch-all): the splash and login for a visitor, the member's home once signed in. */
export function FrontDoor() {
  const authenticated = useAtomValue(authenticatedAtom);
  return authenticated ? <HomePage /> : <SplashPage />;
}
