import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { type MemberDto, SIGN_UP_MESSAGES, signUpSchema } from '../../../../src/contracts/identity/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { returnToParam, safeReturnTo, withReturnTo } from '../../lib/return-to';
import { BrandMark, brandName } from '../../ui/brand/brand-mark';
import { Button, ButtonLink } from '../../ui/button/button';
import { EmailAddress } from '../../ui/email/email-address';
import { FormAlert, TextField } from '../../ui/form/field';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { CheckCircleIcon } from '../../ui/icons/icons';
import { recaptchaToken } from '../captcha/recaptcha';
import { afterLoginPath } from '../session/after-login';
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
import { ResendVerification } from './resend-verification';
import { SocialSignIn } from './social-sign-in';

const signUpFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'zipCode',
  'birthday',
  'gender',
  'password',
  'confirmPassword',
] as const;

interface Registered {
  email: string;
  member: MemberDto | null;
}

/** `/create-account`: sign-up (POST /api/auth/register) with every rule and message of spec §5. */
export function CreateAccountPage() {
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(returnToParam));

  return (
    <div className={styles.page}>
      <title>Create account · Playfield</title>
      <Link to="/" className={styles.brand} aria-label={`${brandName} home`}>
        <BrandMark tone="light" />
      </Link>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="create-account-title">
        {registered ? (
          <CheckInbox registered={registered} returnTo={returnTo} />
        ) : (
          <>
            <h1 id="create-account-title" className={styles.title}>
              Create your account
            </h1>
            <p className={styles.lead}>
              Join your team, find a pickup game and keep your stats. It takes a minute.
            </p>
            <SignUpForm onRegistered={setRegistered} />
            <SocialSignIn returnTo={returnTo ?? null} />
            <p className={styles.switch}>
              Already have an account? <Link to={withReturnTo('/login', returnTo)}>Log in</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

function SignUpForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      zipCode: '',
      birthday: '',
      password: '',
      confirmPassword: '',
    },
  });
  const password = watch('password') ?? '';

  const submit = handleSubmit(async (values) => {
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
        setError(
          'email',
          { type: 'server', message: firstServerError(error) ?? SIGN_UP_MESSAGES.emailTaken },
          { shouldFocus: true },
        );
        return;
      }
      if (applyServerFieldErrors(error, setError, signUpFields)) return;
      setFormError(firstServerError(error) ?? genericErrorMessage);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Create account">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.row}>
        <FirstNameField error={errors.firstName?.message} {...register('firstName')} />
        <LastNameField error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <EmailField error={errors.email?.message} {...register('email')} />
      <div className={styles.row}>
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="Zip code"
          autoComplete="postal-code"
          hint="US zip or Canadian postal code"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
      </div>
      <div className={styles.row}>
        <BirthdayField
          // The age rule's own message replaces the hint that says the same, rather than repeat it.
          hint={errors.birthday ? undefined : 'You must be 18 or older.'}
          error={errors.birthday?.message}
          {...register('birthday')}
        />
        <GenderField error={errors.gender?.message} {...register('gender')} />
      </div>
      <NewPasswordFields
        label="Password"
        password={{ error: errors.password?.message, ...register('password') }}
        value={password}
        confirmLabel="Confirm password"
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <p className={styles.fine}>
        By creating an account you agree to our <Link to="/ts?showReturn=true">Terms of Service</Link>.
      </p>
      <div className={styles.actions}>
        <Button type="submit" busy={isSubmitting} busyLabel="CREATING ACCOUNT…">
          CREATE ACCOUNT
        </Button>
      </div>
    </form>
  );
}

function CheckInbox({ registered, returnTo }: { registered: Registered; returnTo: string | undefined }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it so screen readers read the outcome.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className={styles.status}>
      <CheckCircleIcon className={styles.statusIcon} />
      <h1 id="create-account-title" ref={titleRef} tabIndex={-1} className={styles.statusTitle}>
        Check your inbox
      </h1>
      <p className={styles.statusText}>
        We sent a verification link to <EmailAddress address={registered.email} strong />. Follow it to verify
        your email address.
      </p>
      {registered.member ? (
        <>
          <ButtonLink to={afterLoginPath(registered.member, returnTo)}>CONTINUE</ButtonLink>
          <p className={styles.fine}>
            No email after a few minutes? Check your spam folder, or send yourself a new link.
          </p>
          <ResendVerification />
        </>
      ) : (
        <ButtonLink to={withReturnTo('/login', returnTo)}>LOG IN</ButtonLink>
      )}
    </div>
  );
}
