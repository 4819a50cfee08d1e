import { useState } from 'react';
import { VERIFY_MESSAGES } from '../../../../src/contracts/identity/messages.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';

type ResendState = { status: 'idle' | 'sending' } | { status: 'done' | 'failed'; message: string };

/**
 * Sends the signed-in member a fresh verification link (POST /api/member/verify-email/resend; the
 * server allows a few an hour and says so when the limit is reached).
 */
export function ResendVerification({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const resend = async () => {
    setState({ status: 'sending' });
    try {
      const data = await api.post<{ message?: string } | undefined>('/member/verify-email/resend', {});
      setState({ status: 'done', message: data?.message ?? VERIFY_MESSAGES.resent });
    } catch (error) {
      setState({ status: 'failed', message: firstServerError(error) ?? genericErrorMessage });
    }
  };

  return (
    <>
      {(state.status === 'done' || state.status === 'failed') && (
        <FormAlert tone={state.status === 'done' ? 'success' : 'error'}>{state.message}</FormAlert>
      )}
      <Button variant={variant} onClick={resend} busy={state.status === 'sending'} busyLabel="SENDING…">
        SEND A NEW LINK
      </Button>
    </>
  );
}
