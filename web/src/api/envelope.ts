import type { ApiErrorItem } from './api-error';

// The server's reply shapes (ARCHITECTURE "HTTP API contract").
export interface SuccessEnvelope<T> {
  status: 'success';
  data: T;
  hasNext?: boolean;
  page?: number;
  limit?: number;
}

export interface Page<Item> {
  data: Item[];
  hasNext: boolean;
  page?: number;
  limit?: number;
}

/** Spec §8 fallback when a failed reply carries no message of its own. */
export const genericErrorMessage = 'Something went wrong.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSuccessEnvelope(body: unknown): body is SuccessEnvelope<unknown> {
  return isRecord(body) && body.status === 'success' && 'data' in body;
}

export function isErrorEnvelope(body: unknown): boolean {
  return isRecord(body) && body.status === 'error';
}

/**
 * Reads `errors` as the spec allows it: items with a message (and maybe code and field) or plain
 * strings. Anything unreadable is dropped, so the caller can fall back to a generic message.
 */
export function readErrorItems(body: unknown): ApiErrorItem[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  const items: ApiErrorItem[] = [];
  for (const entry of body.errors) {
    if (typeof entry === 'string') {
      items.push({ message: entry });
    } else if (isRecord(entry) && typeof entry.message === 'string') {
      const item: ApiErrorItem = { message: entry.message };
      if (typeof entry.code === 'string') item.code = entry.code;
      if (typeof entry.field === 'string') item.field = entry.field;
      items.push(item);
    }
  }
  return items;
}

/**
 * A proxy that is not set up to forward /api answers with the SPA's index.html and status 200
 * (spec §4): that reply is a failure, whatever its status says.
 */
export function isHtmlReply(contentType: string | null, body: string): boolean {
  if (contentType?.toLowerCase().includes('text/html')) return true;
  return body.trimStart().startsWith('<');
}
