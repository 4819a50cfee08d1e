import type { z } from 'zod';
import { DEMO_REQUEST_FIELDS, type DemoRequestField } from '../../../../src/contracts/demo-request.ts';
import type { FieldErrors } from './submit-demo-request.ts';

/** The form's fields as strings, by name; absent fields read as ''. */
export function readFormValues(form: HTMLFormElement): Record<DemoRequestField, string> {
  const data = new FormData(form);
  const values = {} as Record<DemoRequestField, string>;
  for (const field of DEMO_REQUEST_FIELDS) {
    const value = data.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The first message of each field, in the order the form shows the fields. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (DEMO_REQUEST_FIELDS as readonly string[]).includes(field)) {
      errors[field as DemoRequestField] ??= issue.message;
    }
  }
  return errors;
}

/** The first field, in form order, that has an error: where focus goes after a failed submit. */
export function firstInvalidField(errors: FieldErrors): DemoRequestField | undefined {
  return DEMO_REQUEST_FIELDS.find((field) => errors[field] !== undefined);
}
