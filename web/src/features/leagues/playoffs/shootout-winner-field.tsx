import { SelectField, type SelectFieldProps } from '../../../ui/form/field';

const isWhole = (value: string) => /^\d+$/.test(value.trim());

/** A knockout game's score form asks for the shoot-out winner once both scores are whole and level. */
export const asksShootoutWinner = (knockout: boolean, score: string, otherScore: string) =>
  knockout && isWhole(score) && isWhole(otherScore) && Number(score) === Number(otherScore);

/** The penalty shoot-out winner of a drawn knockout game: one of its two teams. */
export function ShootoutWinnerField({
  teams,
  ...select
}: Omit<SelectFieldProps, 'label' | 'options' | 'placeholder'> & {
  teams: ReadonlyArray<{ id: string; name: string }>;
}) {
  return (
    <SelectField
      label="Penalty shoot-out winner"
      placeholder="Choose the team that won the shoot-out"
      options={teams.map((team) => ({ value: team.id, label: team.name }))}
      {...select}
    />
  );
}
