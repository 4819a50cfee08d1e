import { Router } from 'express';
import { AppError, type ErrorItem } from '../errors/app-error.ts';
import { success } from '../http/envelope.ts';

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
export function healthRoutes(probes: HealthProbe[], timeoutMs = 2000): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const results = await Promise.allSettled(probes.map((probe) => withTimeout(probe.check(), timeoutMs)));
    const failures: ErrorItem[] = results.flatMap((result, index) =>
      result.status === 'rejected'
        ? [{ message: `${probes[index]?.name} is not answering.`, code: 'Unhealthy' }]
        : [],
    );
    if (failures.length > 0) throw new AppError(503, failures);
    res.json(success('ok'));
  });
  return router;
}
