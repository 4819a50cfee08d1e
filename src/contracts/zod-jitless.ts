// Imported first by every browser entry (the SPA's main.tsx, the demo form's mount script), before any
// module builds a schema: zod 4 decides at schema construction whether to compile a fast object parser
// with `new Function`, and to find out it probes `Function('')`. Under the server's Content-Security-
// Policy (`script-src 'self'`, no 'unsafe-eval') that probe fails and reports a violation on every page.
// Jitless zod parses the same way without it. The server keeps the compiled parsers: Node has no CSP.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js creates it if
// absent and reads `jitless` from it for each schema). Setting the flag there rather than through
// zod's `config()` keeps zod itself out of the entry chunk: the SPA's first routes paint without it,
// and it loads with the first page that builds a schema. zod-jitless.test.ts fails if zod stops
// reading this object.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
