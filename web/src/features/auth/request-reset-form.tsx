import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_FLOW_MESSAGES } from '../../../../src/contracts/identity/messages.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { type ServerFieldErrors, useLazyRulesForm } from '../../ui/form/lazy-rules-form';
import styles from './auth.module.css';
import { EmailField } from './member-fields';

const loadCheck = () => import('./password-rules').then((rules) => rules.checkRecoverPassword);

export const resetPasswordModalTitle = 'RESET PASSWORD';

interface RequestResetFormProps {
  defaultEmail?: string;
  /** In a modal: closes it. On the page, a link back to the login takes its place. */
  onDone?: () => void;
}

/**
 * Asks for a reset link (POST /api/auth/recover-password). The answer is the same whether or not an
 * account exists, so the form cannot be used to find out who has one.
 */
export function RequestResetForm({ defaultEmail = '', onDone }: RequestResetFormProps) {
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const request = useCallback(async (values: { email: string }, fields: ServerFieldErrors) => {
    setFormError(null);
    try {
      await api.post('/auth/recover-password', values);
      setSent(true);
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.email : undefined;
      if (message) fields.setServerError('email', message, true);
      else setFormError(firstServerError(error) ?? genericErrorMessage);
    }
  }, []);
  const form = useLazyRulesForm({
    loadCheck,
    onValid: request,
    onRulesUnavailable: () => setFormError(genericErrorMessage),
  });

  if (sent) {
    return (
      <div className={styles.status}>
        <FormAlert tone="success">{PASSWORD_FLOW_MESSAGES.recoverSent}</FormAlert>
        <p className={styles.fine}>
          The link works once and expires soon. Check your spam folder if it does not arrive.
        </p>
        {onDone ? (
          <Button onClick={onDone}>CLOSE</Button>
        ) : (
          <ButtonLink to="/login" variant="secondary">
            BACK TO LOG IN
          </ButtonLink>
        )}
      </div>
    );
  }

  return (
    <form className={styles.form} {...form.formProps} aria-label="Request a password reset link">
      <p className={styles.fine}>
        Enter the email you signed up with and we will send you a link to set a new password.
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <EmailField name="email" defaultValue={defaultEmail} error={form.error('email')} />
      <Button type="submit" block busy={form.submitting} busyLabel="SENDING…">
        SEND RESET LINK
      </Button>
      {!onDone && (
        <p className={styles.switch}>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      )}
    </form>
  );
}
