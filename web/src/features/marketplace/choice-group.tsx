import styles from './styles';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}

/** Several choices of a fixed list as labelled checkboxes in a fieldset, with the field's error under them. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
  error,
}: ChoiceGroupProps<T>) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className={styles.choices} aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.check}>
          <input
            type="checkbox"
            name={name}
            value={option}
            checked={value.includes(option)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? options.filter((each) => each === option || value.includes(each))
                  : value.filter((each) => each !== option),
              )
            }
          />
          {labels[option]}
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
