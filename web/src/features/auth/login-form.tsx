import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type AuthResult, LOGIN_MESSAGES, loginSchema } from '../../../../src/contracts/identity/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { returnToParam } from '../../lib/return-to';
import { Button } from '../../ui/button/button';
import { FormAlert, PasswordField } from '../../ui/form/field';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { afterLoginPath } from '../session/after-login';
import { useSignIn } from '../session/session-actions';
import styles from './auth.module.css';
import { loginEmailId } from './login-form-skeleton';
import { EmailField } from './member-fields';
import { RequestResetForm, resetPasswordModalTitle } from './request-reset-form';
import { SocialSignIn } from './social-sign-in';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * Email and password sign-in (POST /api/auth/login/member) with the social sign-ins the server
 * offers. Spec §8: a 406 means the invite's team is gone ('Invalid invite team, please try to
 * re-login.', then the splash); any other failure shows the first server error or the fallback.
 */
export function LoginForm() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get(returnToParam);
  const inviteToken = searchParams.get('inviteToken') ?? undefined;
  const navigate = useNavigate();
  const signIn = useSignIn();
  const toast = useToast();
  const { openModal, closeModal } = useModal();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await api.post<AuthResult>('/auth/login/member', { ...values, inviteToken });
      signIn(result);
      navigate(afterLoginPath(result.member, returnTo));
    } catch (error) {
      if (error instanceof ApiError && error.status === 406) {
        toast.error(LOGIN_MESSAGES.inviteTeam);
        navigate('/', { replace: true });
        return;
      }
      if (applyServerFieldErrors(error, setError, ['email', 'password'])) return;
      setFormError(firstServerError(error) ?? LOGIN_MESSAGES.fallback);
    }
  });

  const openReset = () =>
    openModal(<RequestResetForm defaultEmail={getValues('email')} onDone={closeModal} />, {
      title: resetPasswordModalTitle,
    });

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Log in">
        {formError && <FormAlert>{formError}</FormAlert>}
        <EmailField id={loginEmailId} error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/reset-password"
          className={styles.forgot}
          onClick={(event) => {
            event.preventDefault();
            openReset();
          }}
        >
          Forgot password?
        </Link>
        <Button type="submit" block busy={isSubmitting} busyLabel="LOGGING IN…">
          LOG IN
        </Button>
      </form>
      <SocialSignIn returnTo={returnTo} />
    </>
  );
}
