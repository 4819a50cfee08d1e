import type { z } from 'zod';

/** The first message per field, as the server's envelope and the SPA's forms show them. */
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
