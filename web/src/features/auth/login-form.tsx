import { zodResolver } from '@hookform/resolvers/zod';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type BrowserSession,
  LOGIN_MESSAGES,
  loginSchema,
} from '../../../../src/contracts/identity/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { inviteTokenAtom, inviteTokenParam } from '../../app/invite';
import { returnToParam } from '../../lib/return-to';
import { Button } from '../../ui/button/button';
import { FormAlert, PasswordField } from '../../ui/form/field';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { afterLoginPath } from '../session/after-login';
import { useSignIn } from '../session/session-actions';
import styles from './auth.module.css';
import { loginEmailId, loginPasswordId } from './login-ids';
import { EmailField } from './member-fields';
import { RequestResetForm, resetPasswordModalTitle } from './request-reset-form';
import { SocialSignIn } from './social-sign-in';

interface LoginValues {
  email: string;
  password: string;
}

/** What the splash page's preview held when this form replaced it. */
export interface LoginDraft {
  values?: Partial<LoginValues>;
  /** The field that had focus then: it keeps it. */
  focusField?: keyof LoginValues | undefined;
  /** LOG IN was pressed before this form's code arrived: send it now. */
  submit?: boolean;
}

export interface LoginFormProps {
  /**
   * Read once, in the commit that mounts this form: the preview's inputs are detached in that same
   * commit, so nothing typed can fall between reading them and this form taking over.
   */
  takeOver?: () => LoginDraft;
}

/**
 * Email and password sign-in (POST /api/auth/login/member) with the social sign-ins the server
 * offers. Spec §8: a 406 means the invite's team is gone ('Invalid invite team, please try to
 * re-login.', then the splash); any other failure shows the first server error or the fallback.
 */
export function LoginForm({ takeOver }: LoginFormProps = {}) {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get(returnToParam);
  const [storedInviteToken, setInviteToken] = useAtom(inviteTokenAtom);
  // Spec §4: the invite link's token, kept from the page it opened (or still in this URL).
  const inviteToken = searchParams.get(inviteTokenParam) ?? storedInviteToken ?? undefined;
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
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await api.post<BrowserSession>('/auth/login/member', { ...values, inviteToken });
      signIn(result);
      navigate(afterLoginPath(result.member, returnTo));
    } catch (error) {
      if (error instanceof ApiError && error.status === 406) {
        toast.error(LOGIN_MESSAGES.inviteTeam);
        setInviteToken(RESET);
        navigate('/', { replace: true });
        return;
      }
      if (applyServerFieldErrors(error, setError, ['email', 'password'])) return;
      setFormError(firstServerError(error) ?? LOGIN_MESSAGES.fallback);
    }
  });

  // Once, on mount, as a layout effect: in the same task as the commit that swapped the preview's
  // inputs for these (a passive effect runs a frame later; a key pressed in that gap would be lost).
  const pendingTakeOver = useRef(takeOver);
  useLayoutEffect(() => {
    const draft = pendingTakeOver.current?.();
    pendingTakeOver.current = undefined;
    if (!draft) return;
    for (const field of ['email', 'password'] as const) {
      const value = draft.values?.[field];
      if (value) setValue(field, value);
    }
    // Focused here, in the commit, not with setFocus: react-hook-form's defers it to a timer, and a
    // keystroke (or an autofill's text) arriving in between would land on the page and be lost.
    if (draft.focusField)
      document.getElementById(draft.focusField === 'email' ? loginEmailId : loginPasswordId)?.focus();
    if (draft.submit) void submit();
  }, [setValue, submit]);

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
          id={loginPasswordId}
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
