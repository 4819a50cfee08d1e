import type { ErrorItem } from '../errors/app-error.ts';

export interface SuccessEnvelope<T> {
  status: 'success';
  data: T;
}

export interface PagedEnvelope<T> extends SuccessEnvelope<T[]> {
  hasNext: boolean;
  page: number;
  limit: number;
}

export interface ErrorEnvelope {
  status: 'error';
  errors: ErrorItem[];
}

export const success = <T>(data: T): SuccessEnvelope<T> => ({ status: 'success', data });

export const paged = <T>(data: T[], page: number, limit: number, hasNext: boolean): PagedEnvelope<T> => ({
  status: 'success',
  data,
  hasNext,
  page,
  limit,
});

export const failure = (errors: ErrorItem[]): ErrorEnvelope => ({ status: 'error', errors });
