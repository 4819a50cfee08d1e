import { useCallback, useState } from 'react';
import { PASSWORD_FLOW_MESSAGES } from '../../../../src/contracts/identity/messages.ts';
import { ApiError } from '../../api/api-error';
import { trpc } from '../../api/trpc';
import { Button } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { type ServerFieldErrors, useLazyRulesForm } from '../../ui/form/lazy-rules-form';
import { useToast } from '../../ui/toast/use-toast';
import { useSignIn } from '../session/session-actions';
import styles from './auth.module.css';
import { NewPasswordFields } from './member-fields';

const loadCheck = () => import('./password-rules').then((rules) => rules.checkSetPassword);
const passwordFields = new Set(['newPassword', 'confirmPassword']);

/** Spec §2 "Set-password form", shown after a reset link signed the user in (auth.setPassword). */
export function SetPasswordForm({ authorization, onDone }: { authorization: string; onDone: () => void }) {
  const toast = useToast();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [password, setPassword] = useState('');

  const save = useCallback(
    async (
      values: { newPassword: string; confirmPassword: string; authorization: string },
      fields: ServerFieldErrors,
    ) => {
      setFormError(null);
      try {
        const result = await trpc.mutation('auth.setPassword', values);
        // Setting the password ends every other session: keep the one it hands back.
        if (result?.member) signIn({ member: result.member });
        toast.success(PASSWORD_FLOW_MESSAGES.updated);
        onDone();
      } catch (error) {
        let placed = false;
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (!passwordFields.has(field)) continue;
            fields.setServerError(field, message, !placed);
            placed = true;
          }
        }
        if (!placed) setFormError(PASSWORD_FLOW_MESSAGES.updateFailed);
      }
    },
    [signIn, toast, onDone],
  );
  const form = useLazyRulesForm({
    loadCheck,
    onValid: save,
    onRulesUnavailable: () => setFormError(PASSWORD_FLOW_MESSAGES.updateFailed),
  });

  return (
    <form className={styles.form} {...form.formProps} aria-label="Set a new password">
      {formError && <FormAlert>{formError}</FormAlert>}
      {/* The link's token rides along unseen: it is what authorizes the change. */}
      <input type="hidden" name="authorization" value={authorization} />
      <NewPasswordFields
        password={{
          name: 'newPassword',
          error: form.error('newPassword'),
          onChange: (event) => setPassword(event.target.value),
        }}
        value={password}
        confirm={{ name: 'confirmPassword', error: form.error('confirmPassword') }}
      />
      <Button type="submit" block busy={form.submitting} busyLabel="SAVING…">
        SET PASSWORD
      </Button>
    </form>
  );
}
