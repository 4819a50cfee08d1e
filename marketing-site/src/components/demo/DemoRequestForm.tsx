import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  DEMO_MESSAGES,
  type DemoRequestField,
  demoRequestSchema,
  formatPhoneNumber,
  PHONE_MASK,
} from '../../../../src/contracts/demo-request.ts';
import styles from './demo-request-form.module.css';
import { fieldErrorsOf, firstInvalidField, readFormValues } from './form-values.ts';
import { recaptchaToken } from './recaptcha.ts';
import { type FieldErrors, submitDemoRequest } from './submit-demo-request.ts';

export interface DemoRequestFormProps {
  /** reCAPTCHA v3 site key; empty to send no token. */
  recaptchaSiteKey: string;
  endpoint?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'failure'; message: string };

const countries = ['United States', 'Canada', 'Mexico', 'United Kingdom', 'Ireland', 'Australia', 'Other'];

interface FieldProps {
  name: DemoRequestField;
  label: string;
  hint?: string;
  error?: string;
  wide?: boolean;
  children: (props: {
    id: string;
    name: DemoRequestField;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    required: true;
  }) => ReactNode;
}

function Field({ name, label, hint, error, wide, children }: FieldProps) {
  // Stable ids (one form per page): the server-rendered markup and the hydrated one must match.
  const id = `demo-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        required: true,
      })}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The demo-booking form. Inputs are uncontrolled and read with FormData at submit, so anything typed
 * before React hydrates is kept; the shared zod schema gives the same messages the server returns.
 */
export default function DemoRequestForm({
  recaptchaSiteKey,
  endpoint = '/api/book-demo',
}: DemoRequestFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);

  function focusFirstError(fieldErrors: FieldErrors) {
    const field = firstInvalidField(fieldErrors);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  // Once a field has shown an error, re-check it as the visitor fixes it.
  function revalidate(field: DemoRequestField) {
    const form = formRef.current;
    if (!form || errors[field] === undefined) return;
    const result = demoRequestSchema.safeParse(readFormValues(form));
    const message = result.success ? undefined : fieldErrorsOf(result.error)[field];
    setErrors((current) => ({ ...current, [field]: message }));
  }

  function maskPhone(event: ChangeEvent<HTMLInputElement>) {
    event.currentTarget.value = formatPhoneNumber(event.currentTarget.value);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = demoRequestSchema.safeParse(readFormValues(form));
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      setStatus({ kind: 'idle' });
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    let captchaToken = '';
    if (recaptchaSiteKey) {
      // Without a token the server decides; a visitor is presumed human if the check cannot run.
      captchaToken = await recaptchaToken(recaptchaSiteKey, 'book_demo').catch(() => '');
    }
    const result = await submitDemoRequest({ ...parsed.data, captchaToken }, endpoint);
    if (result.kind === 'success') {
      form.reset();
      setStatus({ kind: 'success' });
    } else if (result.kind === 'invalid' && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors);
      setStatus({ kind: 'idle' });
      focusFirstError(result.fieldErrors);
    } else if (result.kind === 'invalid') {
      setStatus({ kind: 'failure', message: result.messages.join(' ') });
    } else {
      setStatus({ kind: 'failure', message: DEMO_MESSAGES.failure });
    }
  }

  const sending = status.kind === 'sending';
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby="demo-form-title"
      data-hydrated={hydrated}
    >
      <h2 id="demo-form-title" className={styles.title}>
        Tell us about your league
      </h2>
      <p className={styles.intro}>Every field is required. We reply within one working day.</p>
      <div className={styles.grid}>
        <Field name="fullName" label="Full name" error={errors.fullName}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              autoComplete="name"
              onBlur={() => revalidate('fullName')}
            />
          )}
        </Field>
        <Field name="email" label="Email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              type="email"
              autoComplete="email"
              onBlur={() => revalidate('email')}
            />
          )}
        </Field>
        <Field
          name="phoneNumber"
          label="Phone number"
          hint={`Format: ${PHONE_MASK}`}
          error={errors.phoneNumber}
        >
          {(props) => (
            <input
              {...props}
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={PHONE_MASK}
              onChange={maskPhone}
              onBlur={() => revalidate('phoneNumber')}
            />
          )}
        </Field>
        <Field name="organizationName" label="Organization name" error={errors.organizationName}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              autoComplete="organization"
              onBlur={() => revalidate('organizationName')}
            />
          )}
        </Field>
        <Field name="state" label="State or province" error={errors.state}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              autoComplete="address-level1"
              onBlur={() => revalidate('state')}
            />
          )}
        </Field>
        <Field name="country" label="Country" error={errors.country}>
          {(props) => (
            <select
              {...props}
              className={styles.input}
              defaultValue=""
              autoComplete="country-name"
              onBlur={() => revalidate('country')}
            >
              <option value="" disabled>
                Choose a country
              </option>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="numOfTeams" label="Number of teams" error={errors.numOfTeams}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              onBlur={() => revalidate('numOfTeams')}
            />
          )}
        </Field>
        <Field name="numOfPlayers" label="Number of players" error={errors.numOfPlayers}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              onBlur={() => revalidate('numOfPlayers')}
            />
          )}
        </Field>
        <Field
          name="notes"
          label="Notes"
          hint="Your formats, seasons, and what you want to do better."
          error={errors.notes}
          wide
        >
          {(props) => (
            <textarea {...props} className={styles.input} rows={5} onBlur={() => revalidate('notes')} />
          )}
        </Field>
      </div>
      {errorCount > 0 && (
        <p className={styles.summary} role="alert">
          {errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}
        </p>
      )}
      <div className={styles.actions}>
        <button className={styles.submit} type="submit" disabled={sending} aria-disabled={sending}>
          {sending ? 'Sending…' : 'Book a demo'}
        </button>
        <div aria-live="polite" role="status" className={styles.live}>
          {status.kind === 'success' && <p className={styles.success}>{DEMO_MESSAGES.success}</p>}
        </div>
      </div>
      {status.kind === 'failure' && (
        <p className={styles.failure} role="alert">
          {status.message}
        </p>
      )}
      {recaptchaSiteKey && (
        <p className={styles.recaptcha}>
          This form is protected by reCAPTCHA; Google’s{' '}
          <a href="https://policies.google.com/privacy">Privacy Policy</a> and{' '}
          <a href="https://policies.google.com/terms">Terms of Service</a> apply.
        </p>
      )}
    </form>
  );
}
