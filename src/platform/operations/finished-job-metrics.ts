import { MetricsTime, type WorkerOptions } from 'bullmq';

/**
 * What every worker of the app passes as BullMQ's `metrics` option: it counts the jobs it completes
 * and fails for good in Redis (one list entry per minute, a week kept), so any API process scrapes a
 * worker-only process's throughput (`playfield_queue_jobs_finished_total`) and the dashboard draws it,
 * with no HTTP port on the worker. The cost is a counter update in the script that finishes a job.
 */
export const FINISHED_JOB_METRICS: WorkerOptions['metrics'] = { maxDataPoints: MetricsTime.ONE_WEEK };
