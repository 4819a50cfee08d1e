import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberDto, SignUpForm as SignUpValues } from '../../../../src/contracts/identity/index.ts';
import { SIGN_UP_MESSAGES } from '../../../../src/contracts/identity/messages.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { Button } from '../../ui/button/button';
import { FormAlert, TextField } from '../../ui/form/field';
import { type ServerFieldErrors, useLazyRulesForm } from '../../ui/form/lazy-rules-form';
import { recaptchaToken } from '../captcha/recaptcha';
import { readSession, useSignIn } from '../session/session-actions';
import styles from './auth.module.css';
import {
  BirthdayField,
  EmailField,
  FirstNameField,
  GenderField,
  LastNameField,
  NewPasswordFields,
  PhoneField,
} from './member-fields';

/** The fields a 400 may name, each shown under its own input. */
const signUpFields = new Set<string>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'zipCode',
  'birthday',
  'gender',
  'password',
  'confirmPassword',
]);

export interface Registered {
  email: string;
  member: MemberDto | null;
}

const loadCheck = () => import('./sign-up-rules').then((rules) => rules.checkSignUp);

/**
 * Sign-up (POST /api/auth/register) with every rule and message of spec §5, and the location the
 * profile needs, so the new account is complete. The rules (zod) load when the form is first touched.
 */
export function SignUpForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [password, setPassword] = useState('');

  const register = useCallback(
    async (values: SignUpValues, fields: ServerFieldErrors) => {
      setFormError(null);
      try {
        const captchaToken = await recaptchaToken(import.meta.env.VITE_RECAPTCHA_SITE_KEY).catch(() => '');
        const data = await api.post<unknown>(
          '/auth/register',
          captchaToken ? { ...values, captchaToken } : values,
        );
        const session = readSession(data);
        if (session) signIn(session);
        onRegistered({ email: values.email, member: session?.member ?? null });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          fields.setServerError('email', firstServerError(error) ?? SIGN_UP_MESSAGES.emailTaken, true);
          return;
        }
        let placed = false;
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (!signUpFields.has(field)) continue;
            fields.setServerError(field, message, !placed);
            placed = true;
          }
        }
        if (!placed) setFormError(firstServerError(error) ?? genericErrorMessage);
      }
    },
    [signIn, onRegistered],
  );
  const form = useLazyRulesForm({
    loadCheck,
    onValid: register,
    onRulesUnavailable: () => setFormError(genericErrorMessage),
  });
  const { error } = form;

  return (
    <form className={styles.form} {...form.formProps} aria-label="Create account">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.row}>
        <FirstNameField name="firstName" error={error('firstName')} />
        <LastNameField name="lastName" error={error('lastName')} />
      </div>
      <EmailField name="email" error={error('email')} />
      <PhoneField name="phone" error={error('phone')} />
      <div className={styles.row}>
        <TextField
          name="location"
          label="Location"
          autoComplete="address-level2"
          hint="The city you play in, e.g. Austin, TX"
          error={error('location')}
        />
        <TextField
          name="zipCode"
          label="Zip code"
          autoComplete="postal-code"
          hint="US zip or Canadian postal code"
          error={error('zipCode')}
        />
      </div>
      <div className={styles.row}>
        <BirthdayField
          name="birthday"
          // The age rule's own message replaces the hint that says the same, rather than repeat it.
          hint={error('birthday') ? undefined : 'You must be 18 or older.'}
          error={error('birthday')}
        />
        <GenderField name="gender" error={error('gender')} defaultValue="" />
      </div>
      <NewPasswordFields
        label="Password"
        password={{
          name: 'password',
          error: error('password'),
          onChange: (event) => setPassword(event.target.value),
        }}
        value={password}
        confirmLabel="Confirm password"
        confirm={{ name: 'confirmPassword', error: error('confirmPassword') }}
      />
      <p className={styles.fine}>
        By creating an account you agree to our <Link to="/ts?showReturn=true">Terms of Service</Link>.
      </p>
      <div className={styles.actions}>
        <Button type="submit" busy={form.submitting} busyLabel="CREATING ACCOUNT…">
          CREATE ACCOUNT
        </Button>
      </div>
    </form>
  );
}
