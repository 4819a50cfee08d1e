import type { Bind } from 'inversify';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import type { LeaguesDeps } from './application/leagues-deps.ts';
import { playoffRouteGroups } from './http/playoffs.routes.ts';
import { playoffEvents } from './playoff-events.ts';
import { advancePlayoffSubscribers, pushPlayoffsUpdated } from './subscribers/playoffs.subscriber.ts';

export { type SeedPlayoffLeague, seedPlayoffLeague } from './application/playoffs/seed-playoff-league.ts';
export { playoffEvents };
export const playoffApiPaths = apiPathsOf(...playoffRouteGroups);

/** Playoffs (issue 19): the seeding and bracket routes, winners going through, the bracket's live pushes. */
export function bindPlayoffs(bind: Bind, depsToken: symbol): void {
  for (const routes of playoffRouteGroups) {
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: LeaguesDeps, guards: AuthGuards) => routes.mount(deps, guards),
      [depsToken, AUTH_TOKENS.AuthGuards],
    );
  }
  const advanceCount = advancePlayoffSubscribers({ now: () => new Date() }).length;
  for (let index = 0; index < advanceCount; index++)
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (clock: Clock) => advancePlayoffSubscribers(clock)[index]!,
      [TOKENS.Clock],
    );
  const pushCount = pushPlayoffsUpdated({ toRoom: () => {} } as unknown as RealtimeEmitter).length;
  for (let index = 0; index < pushCount; index++)
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (realtime: RealtimeEmitter) => pushPlayoffsUpdated(realtime)[index]!,
      [TOKENS.RealtimeEmitter],
    );
}
