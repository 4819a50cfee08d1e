export interface ApiErrorItem {
  message: string;
  code?: string;
  field?: string;
}

// One error type for every failed call, so a screen shows `error.message` (spec §8: the messages
// joined with a space) and a form maps `error.fieldErrors` onto its inputs.
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;
  readonly errors: readonly ApiErrorItem[];
  /** First message per field name, for forms. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, errors: readonly ApiErrorItem[]) {
    super(joinErrorMessages(errors));
    this.status = status;
    this.errors = errors;
    this.fieldErrors = toFieldErrors(errors);
  }

  hasCode(code: string): boolean {
    return this.errors.some((error) => error.code === code);
  }
}

/**
 * Codes the client gives the errors it makes up itself (no reply, an empty or HTML reply), so a
 * screen that wants "the first server error, else its own fallback" (spec §8) can tell them apart.
 */
export const clientErrorCodes = {
  network: 'NetworkError',
  noBody: 'NoErrorBody',
  unexpectedHtml: 'UnexpectedHtml',
} as const;

const clientCodes: ReadonlySet<string> = new Set(Object.values(clientErrorCodes));

/** No reply at all: offline, DNS, a refused connection. */
export function networkError(): ApiError {
  return new ApiError(0, [
    {
      message: 'Could not reach the server. Check your connection and try again.',
      code: clientErrorCodes.network,
    },
  ]);
}

/** A web page where data was expected (a proxy's error page, or the SPA itself for an unknown path). */
export function unexpectedHtmlError(status: number): ApiError {
  return new ApiError(status, [
    {
      message: 'The server answered with a web page instead of data.',
      code: clientErrorCodes.unexpectedHtml,
    },
  ]);
}

/** The first message the server sent, or undefined (not an ApiError, or made up by the client). */
export function firstServerError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const item = error.errors.find(
    (entry) => entry.message.trim() !== '' && !clientCodes.has(entry.code ?? ''),
  );
  return item?.message;
}

export function joinErrorMessages(errors: readonly ApiErrorItem[]): string {
  return errors
    .map((error) => error.message.trim())
    .filter((message) => message !== '')
    .join(' ');
}

function toFieldErrors(errors: readonly ApiErrorItem[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    if (error.field !== undefined && byField[error.field] === undefined) {
      byField[error.field] = error.message;
    }
  }
  return byField;
}
