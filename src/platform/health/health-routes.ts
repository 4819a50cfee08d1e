import { z } from 'zod';
import { AppError, type ErrorItem } from '../errors/app-error.ts';
import { defineRoutes, ok } from '../http/declared-routes.ts';

export interface HealthProbe {
  name: string;
  /** Resolves when the dependency answers; the route gives each probe at most `timeoutMs`. */
  check(): Promise<void>;
}

const withTimeout = (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

/** 200 `{status:'success', data:'ok'}` when every dependency answers, else 503 naming what did not. */
export const healthRoutes = defineRoutes<{ probes: HealthProbe[]; timeoutMs?: number }>(
  { mount: '/health', tags: ['Platform'] },
  (route) => [
    route.get('/', {
      auth: 'public',
      summary: 'Whether the database and Redis answer',
      reply: ok(z.literal('ok'), 'Every dependency answers.'),
      errors: [503],
      handler: async ({ deps: { probes, timeoutMs = 2000 } }) => {
        const results = await Promise.allSettled(
          probes.map((probe) => withTimeout(probe.check(), timeoutMs)),
        );
        const failures: ErrorItem[] = results.flatMap((result, index) =>
          result.status === 'rejected'
            ? [{ message: `${probes[index]?.name} is not answering.`, code: 'Unhealthy' }]
            : [],
        );
        if (failures.length > 0) throw new AppError(503, failures);
        return 'ok' as const;
      },
    }),
  ],
);
