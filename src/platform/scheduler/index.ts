export {
  type AnyScheduledJobHandler,
  type ScheduledJobContext,
  type ScheduledJobHandler,
  ScheduledJobWorker,
  type ScheduledJobWorkerOptions,
} from './scheduled-job-worker.ts';
export {
  createScheduler,
  SCHEDULED_QUEUE,
  type ScheduledJob,
  type Scheduler,
  type SchedulerOptions,
} from './scheduler.ts';
