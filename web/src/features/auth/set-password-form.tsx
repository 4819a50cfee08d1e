import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_FLOW_MESSAGES, setPasswordSchema } from '../../../../src/contracts/identity/index.ts';
import { trpc } from '../../api/trpc';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { useToast } from '../../ui/toast/use-toast';
import { useSignIn } from '../session/session-actions';
import styles from './auth.module.css';
import { NewPasswordFields } from './member-fields';

/** Spec §2 "Set-password form", shown after a reset link signed the user in (auth.setPassword). */
export function SetPasswordForm({ authorization, onDone }: { authorization: string; onDone: () => void }) {
  const toast = useToast();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(setPasswordSchema),
    // The link's token rides along unseen: it is what authorizes the change.
    defaultValues: { newPassword: '', confirmPassword: '', authorization },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await trpc.mutation('auth.setPassword', values);
      // Setting the password ends every other session: keep the one it hands back.
      if (result?.member) signIn({ member: result.member });
      toast.success(PASSWORD_FLOW_MESSAGES.updated);
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['newPassword', 'confirmPassword'])) return;
      setFormError(PASSWORD_FLOW_MESSAGES.updateFailed);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Set a new password">
      {formError && <FormAlert>{formError}</FormAlert>}
      <NewPasswordFields
        password={{ error: errors.newPassword?.message, ...register('newPassword') }}
        value={watch('newPassword') ?? ''}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <Button type="submit" block busy={isSubmitting} busyLabel="SAVING…">
        SET PASSWORD
      </Button>
    </form>
  );
}
