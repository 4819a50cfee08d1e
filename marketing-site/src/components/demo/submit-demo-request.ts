import {
  DEMO_REQUEST_FIELDS,
  type DemoRequest,
  type DemoRequestField,
} from '../../../../src/contracts/demo-request.ts';

export type FieldErrors = Partial<Record<DemoRequestField, string>>;

export type SubmitResult =
  | { readonly kind: 'success' }
  /** The server rejected the request (400): messages per field, and any that belong to no field. */
  | { readonly kind: 'invalid'; readonly fieldErrors: FieldErrors; readonly messages: readonly string[] }
  | { readonly kind: 'failure' };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

function isField(value: unknown): value is DemoRequestField {
  return typeof value === 'string' && (DEMO_REQUEST_FIELDS as readonly string[]).includes(value);
}

/** Reads the API's error envelope: `{ status: 'error', errors: [{ message, field? }] }`; items may be plain strings. */
function readErrors(body: unknown): { fieldErrors: FieldErrors; messages: string[] } {
  const fieldErrors: FieldErrors = {};
  const messages: string[] = [];
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return { fieldErrors, messages };
  for (const item of errors) {
    if (typeof item === 'string') {
      messages.push(item);
      continue;
    }
    const { message, field } = (item ?? {}) as { message?: unknown; field?: unknown };
    if (typeof message !== 'string') continue;
    if (isField(field)) fieldErrors[field] ??= message;
    else messages.push(message);
  }
  return { fieldErrors, messages };
}

/** Posts a demo request as JSON to the same origin and says what the form should show. */
export async function submitDemoRequest(
  request: DemoRequest,
  endpoint = '/api/book-demo',
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failure' };
  }
  if (response.ok) return { kind: 'success' };
  if (response.status !== 400) return { kind: 'failure' };
  const body: unknown = await response.json().catch(() => null);
  const { fieldErrors, messages } = readErrors(body);
  if (Object.keys(fieldErrors).length === 0 && messages.length === 0) return { kind: 'failure' };
  return { kind: 'invalid', fieldErrors, messages };
}
