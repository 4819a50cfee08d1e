import { useMemo } from 'react';
import { useModal } from '../../ui/modal/use-modal';
import { DeactivateAccount, deactivateTitle } from './deactivate-account';
import { UpdateEmailForm, updateEmailTitle } from './update-email-form';
import { UpdatePasswordForm, updatePasswordTitle } from './update-password-form';

/**
 * Account modals that open over the current page: update email, update password and the DEACTIVATE
 * YOUR ACCOUNT confirmation. (Edit profile as a modal: `useOpenEditProfile`.)
 */
export function useAccountModals() {
  const { openModal, closeModal } = useModal();
  return useMemo(() => {
    /** `onCancel` lets a confirmation opened from another modal go back to it. */
    const openDeactivate = (onCancel: () => void = closeModal) =>
      openModal(<DeactivateAccount onCancel={onCancel} />, { title: deactivateTitle });

    return {
      openDeactivate,
      openUpdateEmail: () => openModal(<UpdateEmailForm onDone={closeModal} />, { title: updateEmailTitle }),
      openUpdatePassword: () =>
        openModal(<UpdatePasswordForm onDone={closeModal} />, { title: updatePasswordTitle }),
    };
  }, [openModal, closeModal]);
}
