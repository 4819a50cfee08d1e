// `npm run start:worker`: the outbox relay and every module's event subscribers, without HTTP. Run as
// many as the queue needs; they share the work through Redis and PostgreSQL row locks.
import { runProcess } from '../src/composition/run-process.ts';

await runProcess({ api: false, worker: true });
