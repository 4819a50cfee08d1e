// First, before any module builds a zod schema (see the module).
import '../../src/contracts/zod-jitless.ts';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import '../../src/contracts/design-tokens.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { storageKeys } from './lib/storage-keys';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void preloadRoute(window.location.pathname);

/** A stored value that changes what a page shows first (a JSON value of atomWithStorage). */
function stored(key: string): boolean {
  try {
    return Boolean(JSON.parse(localStorage.getItem(key) ?? 'null'));
  } catch {
    return false;
  }
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A landing page's HTML was prerendered at build time for a visitor who is not signed in
// (web/prerender-plugin.ts): React takes it over where it stands instead of painting it again. The
// server sends it only without a session cookie; a browser that still says it is signed in (or keeps
// a club of its own for the navigation) renders from scratch, as every other page does.
//
// Both start in a transition (issue 15): React then renders in slices of a few milliseconds and lets the
// browser in between, instead of one long task that blocks a phone's first taps (Lighthouse's TBT). A
// first render outside a transition is blocking: it runs whole, however long the page.
const prerendered =
  container.hasAttribute('data-prerendered') &&
  !stored(storageKeys.authenticated) &&
  !stored(storageKeys.lastClubPath);
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
