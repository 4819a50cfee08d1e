import { config } from 'zod/v4/core';

// Imported first by every browser entry (the SPA's main.tsx, the demo form's mount script), before any
// module builds a schema: zod 4 decides at schema construction whether to compile a fast object parser
// with `new Function`, and to find out it probes `Function('')`. Under the server's Content-Security-
// Policy (`script-src 'self'`, no 'unsafe-eval') that probe fails and reports a violation on every page.
// Jitless zod parses the same way without it. The server keeps the compiled parsers: Node has no CSP.
// Importing `config` from `zod/v4/core` keeps this entry-chunk module to a few hundred bytes.
config({ jitless: true });
