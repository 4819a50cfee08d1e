import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  changePasswordFormSchema,
  PASSWORD_FLOW_MESSAGES,
} from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { Button } from '../../ui/button/button';
import { FormAlert, PasswordField } from '../../ui/form/field';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { useToast } from '../../ui/toast/use-toast';
import { NewPasswordFields } from '../auth/member-fields';
import styles from './settings.module.css';

export const updatePasswordTitle = 'UPDATE PASSWORD';

/** Update password modal: PATCH /api/member/change-password → 'Password Changed Successfully'. */
export function UpdatePasswordForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await api.patch<unknown>('/member/change-password', { currentPassword, newPassword });
      toast.success(PASSWORD_FLOW_MESSAGES.changed);
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword', 'confirmPassword']))
        return;
      setFormError(firstServerError(error) ?? genericErrorMessage);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Update password">
      {formError && <FormAlert>{formError}</FormAlert>}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        password={{ error: errors.newPassword?.message, ...register('newPassword') }}
        value={watch('newPassword') ?? ''}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone}>
          CANCEL
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel="SAVING…">
          UPDATE PASSWORD
        </Button>
      </div>
    </form>
  );
}
