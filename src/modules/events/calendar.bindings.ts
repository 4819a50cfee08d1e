import type { ContainerModuleLoadOptions } from 'inversify';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import { type Config, DEV_JWT_SECRET } from '../../platform/config/config.ts';
import { type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import { calendarEvents } from './application/calendar-feed/calendar-events.ts';
import type { CalendarLinkSettings } from './application/calendar-feed/calendar-link.handler.ts';
import type { EventsDeps } from './application/events-deps.ts';
import { calendarTokenKey } from './domain/calendar-token.ts';
import { calendarFeedRoutes, calendarLinkRoutes } from './http/calendar.routes.ts';
import { CalendarFeedEntity } from './infrastructure/calendar-feed.entity.ts';
import { rememberCancelledEvent } from './subscribers/remember-cancelled-event.subscriber.ts';

export { calendarEvents };
export const calendarApiPaths = apiPathsOf(calendarLinkRoutes, calendarFeedRoutes);
export const calendarEntities = [CalendarFeedEntity];

const publicUrlOf = (config: Config) => config.PUBLIC_URL.replace(/\/+$/, '');

/** The calendar feed: the member's secret URL (settings) and the .ics document calendar apps poll. */
export function bindCalendarFeed({ bind }: ContainerModuleLoadOptions, depsToken: symbol): void {
  bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
    (deps: EventsDeps, guards: AuthGuards, config: Config) => {
      // Signed with the server's secret, for this purpose only: rotating JWT_SECRET renews every URL.
      const settings: CalendarLinkSettings = {
        key: calendarTokenKey(config.JWT_SECRET ?? DEV_JWT_SECRET),
        publicUrl: publicUrlOf(config),
      };
      return calendarLinkRoutes.mount({ deps, settings }, guards);
    },
    [depsToken, AUTH_TOKENS.AuthGuards, TOKENS.Config],
  );
  bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
    (deps: EventsDeps, guards: AuthGuards, config: Config) =>
      calendarFeedRoutes.mount({ deps, publicUrl: publicUrlOf(config) }, guards),
    [depsToken, AUTH_TOKENS.AuthGuards, TOKENS.Config],
  );
  bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toConstantValue(rememberCancelledEvent);
}
