import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useToast } from '../../ui/toast/use-toast';
import { isAuthProvider, providerNames } from '../auth/provider-names';
import { socialErrorMessage } from './social-error-message';

export const autoLoginPath = '/auto-login';

/**
 * Social sign-in and account linking end with a full-page redirect to a path carrying
 * `?authError=<code>` or `?linked=<provider>`. Whatever page that is, say what happened once and
 * take the parameter off the address. (/auto-login shows a failure in place instead.)
 */
export function AuthRedirectNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, key } = useLocation();
  const toast = useToast();
  const handledKey = useRef<string | null>(null);
  const authError = searchParams.get('authError');
  const linked = searchParams.get('linked');

  useEffect(() => {
    if (pathname === autoLoginPath || (authError === null && linked === null)) return;
    if (handledKey.current === key) return;
    handledKey.current = key;
    if (authError !== null) void socialErrorMessage(authError).then(toast.error);
    else if (isAuthProvider(linked)) toast.success(`Your ${providerNames[linked]} account is connected.`);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('authError');
        next.delete('linked');
        return next;
      },
      { replace: true },
    );
  }, [authError, linked, pathname, key, toast, setSearchParams]);

  return null;
}
