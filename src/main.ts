// `npm start` runs the API and the workers in one process; `npm run start:api` (--role=api) runs only
// the API, for deployments that scale API and workers separately.
import { runProcess } from './composition/run-process.ts';

const apiOnly = process.argv.includes('--role=api');
await runProcess({ api: true, worker: !apiOnly });
