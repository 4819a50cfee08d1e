import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';

/** Pages for signed-in members: anyone else logs in first and comes back here (spec §4). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname, search } = useLocation();
  if (!authenticated) return <Navigate to={loginHref(`${pathname}${search}`)} replace />;
  return children;
}
