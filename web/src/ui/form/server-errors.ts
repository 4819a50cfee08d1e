import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-error';

/**
 * Puts a 400's per-field messages (`ApiError.fieldErrors`) on the form's own inputs and focuses the
 * first. Returns whether any landed, so the caller shows a form-level message only for the rest.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ReadonlyArray<Path<Values>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = fields.find((candidate) => candidate === field);
    if (name === undefined) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
