import { useEffect, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './email-preferences.module.css';

// An e-mail's unsubscribe link opens a page that reads the link's state (opening changes nothing: mail
// scanners open links) and changes it on a click. The signed link is the only credential, so the pages
// work signed out. Shared by the optional e-mails' page and the sub alerts' page.

export type SignedLinkPage<T> =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; state: T };

const invalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 403 || error.status === 404);

/**
 * Reads `GET /api{path}` (null: the link lacks a part, so it is invalid at once) and offers `change`, a
 * POST to another path of the same link whose answer becomes the state.
 */
export function useSignedLink<T>(path: string | null, badLinkMessage: string) {
  const [page, setPage] = useState<SignedLinkPage<T>>(() =>
    path ? { status: 'loading' } : { status: 'invalid', message: badLinkMessage },
  );
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (!path) return;
    let current = true;
    api.get<T>(path).then(
      (state) => current && setPage({ status: 'ready', state }),
      (error: unknown) =>
        current &&
        setPage({
          status: 'invalid',
          message: invalidLink(error) ? badLinkMessage : (firstServerError(error) ?? SOMETHING_WENT_WRONG),
        }),
    );
    return () => {
      current = false;
    };
  }, [path, badLinkMessage]);

  const change = async (postPath: string) => {
    setBusy(true);
    setActionError(null);
    try {
      setPage({ status: 'ready', state: await api.post<T>(postPath) });
    } catch (error) {
      setActionError(firstServerError(error) ?? SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };

  return { page, busy, actionError, change };
}

/** What the page shows while the link is checked. */
export function SignedLinkChecking() {
  return (
    <div role="status" aria-busy="true" className={styles.state}>
      <span className="visually-hidden">Checking your unsubscribe link…</span>
      <Skeleton width="60%" height="2rem" />
      <Skeleton />
      <Skeleton width="10rem" height="2.75rem" />
    </div>
  );
}
