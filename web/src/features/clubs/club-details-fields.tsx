import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/form/field';
import styles from './styles';

/** A registered input and its validation message: `{ error: errors.x?.message, ...register('x') }`. */
export type RegisteredField = UseFormRegisterReturn & { error?: string | undefined };

/**
 * The details a team and a pickup group both have: the club's name, its short code (a team's
 * abbreviation, a group's acronym), the year it was established and where it plays.
 */
export function ClubDetailsFields({
  nameLabel,
  codeLabel,
  name,
  code,
  established,
  location,
}: {
  nameLabel: string;
  codeLabel: string;
  name: RegisteredField;
  code: RegisteredField;
  established: RegisteredField;
  location: RegisteredField;
}) {
  return (
    <>
      <TextField label={nameLabel} autoComplete="off" {...name} />
      <div className={styles.formRow}>
        <TextField
          label={codeLabel}
          autoComplete="off"
          maxLength={6}
          hint="2 to 4 characters"
          className={styles.upper}
          {...code}
        />
        <TextField
          label="Established"
          inputMode="numeric"
          placeholder="YYYY"
          maxLength={4}
          {...established}
        />
      </div>
      <TextField label="Location" placeholder="City, State" autoComplete="address-level2" {...location} />
    </>
  );
}
