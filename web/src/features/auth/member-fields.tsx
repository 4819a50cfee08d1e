import { useId } from 'react';
import { formatPhone } from '../../../../src/contracts/common/patterns.ts';
import { GENDER_LABELS, GENDERS } from '../../../../src/contracts/identity/member-rules.ts';
import {
  PasswordField,
  type PasswordFieldProps,
  SelectField,
  type SelectFieldProps,
  TextField,
  type TextFieldProps,
} from '../../ui/form/field';
import { PasswordChecklist } from './password-checklist';

// A member's fields as sign-up, login, edit profile and the account modals ask for them: label,
// autofill and keyboard in one place. Each takes what any field takes, typically
// `error={errors.email?.message} {...register('email')}`.

type PresetProps = Omit<TextFieldProps, 'label'>;

export function FirstNameField(props: PresetProps) {
  return <TextField label="First name" autoComplete="given-name" {...props} />;
}

export function LastNameField(props: PresetProps) {
  return <TextField label="Last name" autoComplete="family-name" {...props} />;
}

export function EmailField({ label = 'Email', ...props }: PresetProps & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** Masks what is typed as (555) 555-5555 before react-hook-form reads it. */
export function PhoneField({ onChange, ...props }: PresetProps) {
  return (
    <TextField
      label="Phone number"
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      placeholder="(555) 555-5555"
      {...props}
      onChange={(event) => {
        event.target.value = formatPhone(event.target.value);
        return onChange?.(event);
      }}
    />
  );
}

/** Today as YYYY-MM-DD: the latest a birthday picker allows. */
const todayIso = () => new Date().toISOString().slice(0, 10);

export function BirthdayField(props: PresetProps) {
  return <TextField label="Birthday" type="date" autoComplete="bday" max={todayIso()} {...props} />;
}

/** Sign-up and profile both offer Male, Female, Prefer Not To Say and send MALE, FEMALE, PREFER_NOT_TO_SAY. */
const genderOptions = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

export function GenderField(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  return <SelectField label="Gender" placeholder="Select…" options={genderOptions} {...props} />;
}

type NewPasswordProps = Omit<PasswordFieldProps, 'label' | 'autoComplete'>;

interface NewPasswordFieldsProps {
  /** The new password's input, described by the checklist of the policy (spec §5). */
  password: NewPasswordProps;
  /** What has been typed so far, which the checklist ticks off. */
  value: string;
  confirm: NewPasswordProps;
  label?: string;
  confirmLabel?: string;
}

/** A new password, the policy's checklist as the member types it, then the password again. */
export function NewPasswordFields({
  password,
  value,
  confirm,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" describedBy={checklistId} {...password} />
      <PasswordChecklist id={checklistId} value={value} />
      <PasswordField label={confirmLabel} autoComplete="new-password" {...confirm} />
    </>
  );
}
