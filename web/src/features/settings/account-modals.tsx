import { useMemo } from 'react';
import { PROFILE_MESSAGES } from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { useLeaveSession } from '../session/session-actions';
import { UpdateEmailForm, updateEmailTitle } from './update-email-form';
import { UpdatePasswordForm, updatePasswordTitle } from './update-password-form';

export const deactivateTitle = 'DEACTIVATE YOUR ACCOUNT';

/**
 * Account modals that open over the current page: update email, update password and the DEACTIVATE
 * YOUR ACCOUNT confirmation. (Edit profile as a modal: `useOpenEditProfile`.)
 */
export function useAccountModals() {
  const { openModal, closeModal } = useModal();
  const toast = useToast();
  const leaveSession = useLeaveSession();

  return useMemo(() => {
    /** `onCancel` lets a confirmation opened from another modal go back to it. */
    const openDeactivate = (onCancel: () => void = closeModal) =>
      openModal(
        <ConfirmContent
          tone="danger"
          confirmLabel="DEACTIVATE"
          busyLabel="DEACTIVATING…"
          onCancel={onCancel}
          errorMessage={(error) => firstServerError(error) ?? genericErrorMessage}
          onConfirm={async () => {
            await api.delete('/member');
            toast.success(PROFILE_MESSAGES.deactivated);
            await leaveSession();
          }}
        >
          <p>Your profile, teams and messages will be removed and you will be signed out everywhere.</p>
          <p>This cannot be undone.</p>
        </ConfirmContent>,
        { title: deactivateTitle },
      );

    return {
      openDeactivate,
      openUpdateEmail: () => openModal(<UpdateEmailForm onDone={closeModal} />, { title: updateEmailTitle }),
      openUpdatePassword: () =>
        openModal(<UpdatePasswordForm onDone={closeModal} />, { title: updatePasswordTitle }),
    };
  }, [openModal, closeModal, toast, leaveSession]);
}
