import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import { type Express, type RequestHandler, Router } from 'express';
import { BULK_EVENTS_QUEUE, EVENTS_QUEUE } from '../bus/event-jobs.ts';
import { SCHEDULED_QUEUE } from '../scheduler/scheduler.ts';

/** Where the dashboard is served (outside /api: it is HTML with its own assets and JSON API). */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * The only changes the dashboard may make: retry one job, or every failed job of a queue. A subscriber
 * that failed for good (a bug since fixed, an outage) is retried here, and the inbox makes a retry
 * that already took effect a no-op. The rest of bull-board's buttons stay refused: emptying or
 * obliterating `events` would drop deliveries the outbox already counts as relayed, adding or editing
 * a job would run a subscriber on made-up data, and promoting a delayed job sends a reminder early.
 */
const ALLOWED_CHANGES = [/^\/api\/queues\/[^/]+\/[^/]+\/retry$/, /^\/api\/queues\/[^/]+\/retry\/failed$/];

export const ONLY_RETRIES_MESSAGE = 'This dashboard only retries jobs: the other changes are refused.';

const QUEUE_DESCRIPTIONS: Record<string, string> = {
  [EVENTS_QUEUE]: 'One job per (domain event, subscriber): notifications, e-mails, standings, live pushes.',
  [BULK_EVENTS_QUEUE]:
    'Subscribers whose one run takes seconds (mailing a whole roster), on worker slots of their own.',
  [SCHEDULED_QUEUE]: 'Delayed jobs: reminders, hold expiry, score deadlines, chat digests.',
};

/** Answered in bull-board's own error shape, which its page shows (the key is one it translates). */
const onlyRetries: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  if (req.method === 'PUT' && ALLOWED_CHANGES.some((pattern) => pattern.test(req.path))) return next();
  res.status(405).json({ error: { key: 'ERRORS.QUEUE_READ_ONLY' }, message: ONLY_RETRIES_MESSAGE });
};

/**
 * bull-board (its UI and JSON API) over the app's queues, behind `gate`: waiting, active, delayed,
 * failed and completed jobs per queue, each job's data, error and attempts, and a retry button.
 */
export function queueDashboard(queues: readonly Queue[], gate: RequestHandler): Router {
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => {
      // Held in a variable: BullMQAdapter's declared options omit allowCompletedRetries, which its base
      // class reads (a completed job has nothing to retry: its effect is in the inbox).
      const options = { description: QUEUE_DESCRIPTIONS[queue.name] ?? '', allowCompletedRetries: false };
      return new BullMQAdapter(queue, options);
    }),
    // @bull-board/express 9.10.1 declares its types against its own copy of @bull-board/api 9.10.1;
    // the objects are the same shape, only the two declarations differ.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'Playfield queues' } },
  });
  const board = serverAdapter.getRouter() as Express;
  // bull-board serves from an Express app of its own, which would announce itself.
  board.disable('x-powered-by');
  const router = Router();
  router.use(gate, onlyRetries, board);
  return router;
}
