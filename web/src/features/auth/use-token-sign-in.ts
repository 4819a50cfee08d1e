import { useCallback, useEffect, useState } from 'react';
import type { MemberDto } from '../../../../src/contracts/identity/index.ts';
import { ApiError } from '../../api/api-error';
import { trpc } from '../../api/trpc';
import { useSignIn } from '../session/session-actions';
import { once } from './once';

export type TokenSignIn =
  | { status: 'signing-in' }
  | { status: 'signed-in'; member: MemberDto }
  /** The server refused the token: spent, expired or never issued. */
  | { status: 'refused'; error: ApiError | null }
  /** The server could not be asked, or failed: worth another try. */
  | { status: 'failed'; error: ApiError | null };

const refusedStatuses = new Set([400, 401, 403, 404, 410]);

/** Signs in with a one-time token from an e-mail link (tRPC auth.autoLoginJwt), once per page view. */
export function useTokenSignIn(authorization: string): { state: TokenSignIn; retry: () => void } {
  const signIn = useSignIn();
  const [state, setState] = useState<TokenSignIn>({ status: 'signing-in' });
  const [attempt, setAttempt] = useState(0);
  // A retry is a new attempt, so a new key: the server is really asked again.
  const key = `auto-login:${authorization}:${attempt}`;

  useEffect(() => {
    let current = true;
    setState({ status: 'signing-in' });
    once(key, () => trpc.mutation('auth.autoLoginJwt', { authorization })).then(
      (result) => {
        if (!current) return;
        if (!result?.success || !result.member) {
          setState({ status: 'refused', error: null });
          return;
        }
        signIn({ member: result.member });
        setState({ status: 'signed-in', member: result.member });
      },
      (error: unknown) => {
        if (!current) return;
        const apiError = error instanceof ApiError ? error : null;
        const refused = apiError !== null && refusedStatuses.has(apiError.status);
        setState({ status: refused ? 'refused' : 'failed', error: apiError });
      },
    );
    return () => {
      current = false;
    };
  }, [key, authorization, signIn]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { state, retry };
}
