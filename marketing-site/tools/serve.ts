import { fileURLToPath } from 'node:url';
import { startMarketingServer } from './static-server.ts';

// `node marketing-site/tools/serve.ts [port]`: browse the built sites at http://about.localhost:PORT and
// http://play.localhost:PORT without starting the app server.
const dist = fileURLToPath(new URL('../../dist/marketing/', import.meta.url));
const { port } = await startMarketingServer(
  { about: `${dist}about`, operator: `${dist}operator` },
  Number(process.argv[2] ?? 4321),
);
console.log(`about: http://about.localhost:${port}/  operator: http://play.localhost:${port}/`);
