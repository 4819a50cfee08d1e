import type { z } from 'zod';

/**
 * The first message per field (a dotted path; '' for the value itself), as the server's envelope and
 * the forms show them: what the contract unit tests compare with the spec's wording.
 */
export function messagesFor(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}
