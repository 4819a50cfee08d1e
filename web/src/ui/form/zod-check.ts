import type { z } from 'zod';

/** A message per field name: what a form shows under each control. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's rules run on what its fields hold: the parsed values, or the messages to show. */
export type FormCheck<Output> = (
  values: Record<string, string>,
) => { data: Output; errors?: undefined } | { data?: undefined; errors: FieldErrors };

/**
 * A contract's zod schema as a form check: the first message of each field, as react-hook-form's zod
 * resolver shows them. Only modules that load with the schema import this, so it costs a first route
 * nothing (see useLazyRulesForm).
 */
export function zodCheck<Schema extends z.ZodType>(schema: Schema): FormCheck<z.output<Schema>> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { data: result.data };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field !== '' && errors[field] === undefined) errors[field] = issue.message;
    }
    return { errors };
  };
}
