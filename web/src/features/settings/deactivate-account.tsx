import { useState } from 'react';
import {
  DEACTIVATE_RECENT_SIGN_IN_MINUTES,
  PROFILE_MESSAGES,
} from '../../../../src/contracts/identity/messages.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { PasswordField } from '../../ui/form/field';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useToast } from '../../ui/toast/use-toast';
import { useLeaveSession } from '../session/session-actions';
import { useMe } from '../session/use-me';

export const deactivateTitle = 'DEACTIVATE YOUR ACCOUNT';

/**
 * The DEACTIVATE YOUR ACCOUNT confirmation. The server wants proof it is the member (issue 17): the
 * password of an account that has one; an account without one (social sign-in only) must have logged
 * in within the last minutes, which the dialog says up front.
 */
export function DeactivateAccount({ onCancel }: { onCancel: () => void }) {
  const { data: member } = useMe();
  const hasPassword = member?.authSchemas.hasPassword ?? true;
  const [password, setPassword] = useState('');
  const toast = useToast();
  const leaveSession = useLeaveSession();

  return (
    <ConfirmContent
      tone="danger"
      confirmLabel="DEACTIVATE"
      busyLabel="DEACTIVATING…"
      onCancel={onCancel}
      errorMessage={(error) => firstServerError(error) ?? genericErrorMessage}
      onConfirm={async () => {
        await api.delete('/member', hasPassword ? { password } : {});
        toast.success(PROFILE_MESSAGES.deactivated);
        await leaveSession();
      }}
    >
      <p>Your profile, teams and messages will be removed and you will be signed out everywhere.</p>
      <p>This cannot be undone.</p>
      {hasPassword ? (
        <PasswordField
          id="deactivate-password"
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : (
        <p>
          For your safety this works within {DEACTIVATE_RECENT_SIGN_IN_MINUTES} minutes of logging in; if it
          has been longer, log out and in again first.
        </p>
      )}
    </ConfirmContent>
  );
}
