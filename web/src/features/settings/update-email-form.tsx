import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { changeEmailFormSchema, EMAIL_CHANGE_MESSAGES } from '../../../../src/contracts/identity/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { Button } from '../../ui/button/button';
import { EmailAddress } from '../../ui/email/email-address';
import { FormAlert, PasswordField } from '../../ui/form/field';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { EmailField } from '../auth/member-fields';
import { meKey } from '../session/use-me';
import styles from './settings.module.css';
import { pendingEmailChangeKey } from './use-pending-email-change';

export const updateEmailTitle = 'UPDATE EMAIL';

/** Update email modal: PATCH /api/member/change-email; the new address counts once its link is followed. */
export function UpdateEmailForm({ onDone }: { onDone: () => void }) {
  const { mutate } = useSWRConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { password: '', email: '', confirmEmail: '' },
  });

  const submit = handleSubmit(async ({ password, email }) => {
    setFormError(null);
    try {
      const saved = await api.patch<unknown>('/member/change-email', { password, email });
      setSentTo(typeof saved === 'string' && saved !== '' ? saved : email);
      void mutate(meKey);
      void mutate(pendingEmailChangeKey);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['password', 'email', 'confirmEmail'])) return;
      const message = firstServerError(error) ?? genericErrorMessage;
      // A taken address is about the e-mail field even when the server does not say which field.
      if (error instanceof ApiError && error.status === 409)
        setError('email', { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  if (sentTo) {
    return (
      <div className={styles.stack}>
        <FormAlert tone="success">
          <p>
            We sent a confirmation link to <EmailAddress address={sentTo} strong />.{' '}
            {EMAIL_CHANGE_MESSAGES.pending}
          </p>
          <p>Until then, you keep signing in with your current email.</p>
        </FormAlert>
        <Button onClick={onDone}>DONE</Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Update email">
      {formError && <FormAlert>{formError}</FormAlert>}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <EmailField label="New email" error={errors.email?.message} {...register('email')} />
      <EmailField
        label="Confirm new email"
        error={errors.confirmEmail?.message}
        {...register('confirmEmail')}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone}>
          CANCEL
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel="SAVING…">
          UPDATE EMAIL
        </Button>
      </div>
    </form>
  );
}
