import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { appRoutes } from './routes';

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
