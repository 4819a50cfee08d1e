import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { classNames } from '../../lib/class-names';
import { AlertIcon } from '../icons/icons';
import styles from './field.module.css';

interface FieldFrame {
  label: string;
  /** The validation message; tied to the control with aria-describedby and aria-invalid. */
  error?: string | undefined;
  /** Help shown under the control, also read as its description. */
  hint?: ReactNode;
  /** Ids of other elements that describe the control (a password checklist). */
  describedBy?: string | undefined;
}

function describedByIds(...ids: ReadonlyArray<string | undefined | false>): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ');
  return joined === '' ? undefined : joined;
}

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
  };
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertIcon className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

export type TextFieldProps = ComponentProps<'input'> & FieldFrame & { adornment?: ReactNode };

/** A labelled input with its hint and error, registered with react-hook-form via `{...register()}`. */
export function TextField({
  label,
  error,
  hint,
  describedBy,
  adornment,
  id,
  className,
  ...input
}: TextFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id, error, hint);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={controlId}
          className={classNames(
            styles.input,
            error && styles.invalid,
            adornment !== undefined && styles.withAdornment,
          )}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(hintId, describedBy, errorId)}
          {...input}
        />
        {adornment}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A password input with a Show/Hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label="Show password"
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}

export type SelectFieldProps = ComponentProps<'select'> &
  FieldFrame & { options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string };

export function SelectField({
  label,
  error,
  hint,
  describedBy,
  options,
  placeholder,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id, error, hint);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <select
        id={controlId}
        className={classNames(styles.input, styles.select, error && styles.invalid)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(hintId, describedBy, errorId)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldFrame;

export function TextAreaField({
  label,
  error,
  hint,
  describedBy,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id, error, hint);
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={controlId}
        className={classNames(styles.input, styles.textarea, error && styles.invalid)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(hintId, describedBy, errorId)}
        {...textarea}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

const alertTones = { error: styles.alertError, success: styles.alertSuccess, info: styles.alertInfo };

/** A message about the whole form (a server error); announced when it appears. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={classNames(styles.alert, alertTones[tone])}>
      {tone === 'error' && <AlertIcon className={styles.alertIcon} />}
      <div>{children}</div>
    </div>
  );
}
