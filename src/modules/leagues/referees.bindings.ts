import type { Bind } from 'inversify';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import type { LeaguesDeps } from './application/leagues-deps.ts';
import { leagueRefereeRoutes, refereeGameRoutes } from './http/referees.routes.ts';
import { refereeEvents } from './referee-events.ts';
import {
  CARD_EVENTS,
  OFFICIATING_EVENTS,
  pushOfficiatingChangedOn,
  rebuildStandingsOn,
  unassignRemovedReferee,
} from './subscribers/officiating.subscriber.ts';

export { type SeedRefereeGames, seedRefereeGames } from './application/referees/seed-referee-games.ts';
export { refereeEvents };
export const refereeApiPaths = apiPathsOf(refereeGameRoutes, leagueRefereeRoutes);

/** Referees (issue 19): their games, the cards and match reports they record, and what follows from them. */
export function bindReferees(bind: Bind, depsToken: symbol): void {
  for (const routes of [refereeGameRoutes, leagueRefereeRoutes]) {
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: LeaguesDeps, guards: AuthGuards) => routes.mount(deps, guards),
      [depsToken, AUTH_TOKENS.AuthGuards],
    );
  }
  for (const event of CARD_EVENTS)
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (clock: Clock) => rebuildStandingsOn(event, clock),
      [TOKENS.Clock],
    );
  bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
    (clock: Clock) => unassignRemovedReferee(clock),
    [TOKENS.Clock],
  );
  for (const event of OFFICIATING_EVENTS)
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (realtime: RealtimeEmitter) => pushOfficiatingChangedOn(event, realtime),
      [TOKENS.RealtimeEmitter],
    );
}
