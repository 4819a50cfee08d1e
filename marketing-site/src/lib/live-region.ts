// A region of a built page that the server fills on every request (src/platform/static-sites/
// live-pages.ts): `<!--live:NAME ARG-->fallback<!--/live:NAME-->`. The server reads the same syntax.

const NAME = /^[a-z][a-z0-9-]*$/;
const ARG = /^[a-z0-9-]*$/;

/** The marked region `name` with its argument (a city's path), holding `fallback` until it is filled. */
export function liveRegion(name: string, arg: string, fallback: string): string {
  if (!NAME.test(name) || !ARG.test(arg)) throw new Error(`live region: bad name or argument ${name} ${arg}`);
  return `<!--live:${name} ${arg}-->${fallback}<!--/live:${name}-->`;
}
