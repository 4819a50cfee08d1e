import { OptimisticLockError } from '@mikro-orm/core';
import { AppError } from '../../../platform/errors/app-error.ts';

/**
 * Runs a change of a free agent or post: a flush that finds the row's version moved on (someone else
 * edited, paused or deleted it meanwhile) is a 409, never a 500.
 */
export async function changing<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof OptimisticLockError)
      throw new AppError(409, [
        {
          message: 'Someone else changed this at the same time. Reload and try again.',
          code: 'ConcurrentChange',
        },
      ]);
    throw error;
  }
}
