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
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * What the frame gives its control: the id its label points at, the ids that describe it, and the
 * input look (red when in error) that a control adds its own class to.
 */
interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

function describedByIds(...ids: ReadonlyArray<string | undefined | false>): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The label, the hint and the error around one control, tied to it for assistive technology. Takes
 * the field's props and hands the control its attributes and the props that are the control's own.
 */
function Field<Props extends FieldFrame>({
  props,
  children,
}: {
  props: Props;
  children: (control: ControlAttributes, own: Omit<Props, keyof FieldFrame>) => ReactNode;
}) {
  const { label, error, hint, describedBy, id, className, ...own } = props;
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children(
        {
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedByIds(hintId, describedBy, errorId),
          className: classNames(styles.input, error && styles.invalid),
        },
        own,
      )}
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
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> & FieldFrame & { adornment?: ReactNode };

/** A labelled input with its hint and error, registered with react-hook-form via `{...register()}`. */
export function TextField({ adornment, ...props }: TextFieldProps) {
  return (
    <Field props={props}>
      {(control, input) => (
        <div className={styles.control}>
          <input
            {...control}
            className={classNames(control.className, adornment !== undefined && styles.withAdornment)}
            {...input}
          />
          {adornment}
        </div>
      )}
    </Field>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment'>;

/** A password input with a Show/Hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
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

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  return (
    <Field props={props}>
      {(control, select) => (
        <select {...control} className={classNames(control.className, styles.select)} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldFrame;

export function TextAreaField(props: TextAreaFieldProps) {
  return (
    <Field props={props}>
      {(control, textarea) => (
        <textarea {...control} className={classNames(control.className, styles.textarea)} {...textarea} />
      )}
    </Field>
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
