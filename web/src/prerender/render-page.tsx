import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { appRouteObjects } from '../app/router';

export { landingPages } from './landing-pages';

/**
 * The first view of `url` as HTML, for a visitor who is not signed in: the same tree main.tsx then
 * hydrates (StrictMode, the providers, the route table under the layout). `prerender` waits for the
 * lazy page chunks, so the HTML holds the page itself, not the Suspense fallback.
 */
export async function renderPage(url: string): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(appRouteObjects());
  const context = await query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect while prerendering`);
  const router = createStaticRouter(dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
