import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { appRoutes, preloadPage } from './routes';

/** The route table under the shared layout; tests mount the same objects in a memory router. */
export function appRouteObjects(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: appRoutes.map(({ id, path, page: Page }) => ({ id, path, element: <Page /> })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}

/**
 * Starts downloading the page of `pathname` before React's first render: a first visit to a lazy page
 * (an invite or e-mailed link, sign-up) then fetches its chunk while the framework starts, not after,
 * which is what its largest paint waits for on a slow phone.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const [match] = matchRoutes([...appRoutes], pathname) ?? [];
  return match ? preloadPage(match.route.page) : Promise.resolve();
}
