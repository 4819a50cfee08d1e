import { type ChangeEvent, type ComponentProps, type FormEvent, useEffect, useRef, useState } from 'react';
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

type InputAttributes = Pick<
  ComponentProps<'input'>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'min' | 'step'
>;

/** One field of the form: its label and help, and the control it is typed into. */
type FieldSpec = {
  name: DemoRequestField;
  label: string;
  hint?: string;
  /** Spans both columns from 768 px. */
  wide?: boolean;
} & (
  | { input: InputAttributes; mask?: (value: string) => string }
  | { select: { autoComplete: string; placeholder: string; options: readonly string[] } }
  | { textarea: { rows: number } }
);

const count: InputAttributes = { type: 'number', inputMode: 'numeric', min: 1, step: 1 };

// Shown in the order of DEMO_REQUEST_FIELDS, the order in which focus looks for the first invalid field.
const fields: readonly FieldSpec[] = [
  { name: 'fullName', label: 'Full name', input: { autoComplete: 'name' } },
  { name: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email' } },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    hint: `Format: ${PHONE_MASK}`,
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: PHONE_MASK },
    mask: formatPhoneNumber,
  },
  { name: 'organizationName', label: 'Organization name', input: { autoComplete: 'organization' } },
  { name: 'state', label: 'State or province', input: { autoComplete: 'address-level1' } },
  {
    name: 'country',
    label: 'Country',
    select: { autoComplete: 'country-name', placeholder: 'Choose a country', options: countries },
  },
  { name: 'numOfTeams', label: 'Number of teams', input: count },
  { name: 'numOfPlayers', label: 'Number of players', input: count },
  {
    name: 'notes',
    label: 'Notes',
    hint: 'Your formats, seasons, and what you want to do better.',
    wide: true,
    textarea: { rows: 5 },
  },
];

interface FieldProps {
  spec: FieldSpec;
  error: string | undefined;
  /** Called after every edit of the field. */
  onEdit: () => void;
}

function Field({ spec, error, onEdit }: FieldProps) {
  // Stable ids (one form per page): the server-rendered markup and the hydrated one must match.
  const id = `demo-${spec.name}`;
  const describedBy =
    [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    name: spec.name,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    required: true,
    className: styles.input,
    onChange: onEdit,
  } as const;
  return (
    <div className={spec.wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {spec.label}
      </label>
      {spec.hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {spec.hint}
        </p>
      )}
      {'select' in spec ? (
        <select {...control} defaultValue="" autoComplete={spec.select.autoComplete}>
          <option value="" disabled>
            {spec.select.placeholder}
          </option>
          {spec.select.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : 'textarea' in spec ? (
        <textarea {...control} rows={spec.textarea.rows} />
      ) : (
        <input {...control} {...spec.input} onChange={spec.mask ? maskWith(spec.mask, onEdit) : onEdit} />
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Rewrites the value as it is typed (the phone mask); the input stays uncontrolled. */
function maskWith(mask: (value: string) => string, then: () => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    event.currentTarget.value = mask(event.currentTarget.value);
    then();
  };
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

  // Once a field has shown an error, re-check it as the visitor types, not when the field loses focus:
  // on blur the message under the last field (and the summary) would vanish between the press and the
  // release of a click on the button below, moving the button away so the click missed it.
  function revalidate(field: DemoRequestField) {
    const form = formRef.current;
    if (!form || errors[field] === undefined) return;
    const result = demoRequestSchema.safeParse(readFormValues(form));
    const message = result.success ? undefined : fieldErrorsOf(result.error)[field];
    setErrors((current) => ({ ...current, [field]: message }));
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
        {fields.map((spec) => (
          <Field key={spec.name} spec={spec} error={errors[spec.name]} onEdit={() => revalidate(spec.name)} />
        ))}
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
