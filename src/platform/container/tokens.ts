import type { Router } from 'express';
import type { ServiceIdentifier } from 'inversify';

/**
 * Service identifiers of the shared kernel. Modules bind their own tokens in their ContainerModule
 * and contribute routes and subscribers through the multi-bound tokens below.
 */
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Orm: Symbol.for('Orm'),
  /** What committed in PostgreSQL, heard on one LISTEN connection (src/platform/db/change-feed.ts). */
  ChangeFeed: Symbol.for('ChangeFeed'),
  /** The request- or job-scoped EntityManager (resolves through MikroORM's RequestContext). */
  EntityManager: Symbol.for('EntityManager'),
  Redis: Symbol.for('Redis'),
  Mailer: Symbol.for('Mailer'),
  RealtimeEmitter: Symbol.for('RealtimeEmitter'),
  SocketAuthenticator: Symbol.for('SocketAuthenticator'),
  /** Multi-bound RoomAccess: who may join a module's page rooms (team:<id>, …). */
  RealtimeRoomAccess: Symbol.for('RealtimeRoomAccess'),
  /** Multi-bound SocketEventHandler: a module's socket events (chat:send, …), after authentication. */
  SocketHandlers: Symbol.for('SocketHandlers'),
  CaptchaVerifier: Symbol.for('CaptchaVerifier'),
  Clock: Symbol.for('Clock'),
  EventBus: Symbol.for('EventBus'),
  /** Multi-bound: every module's Express routers, mounted under /api. */
  HttpRoutes: Symbol.for('HttpRoutes'),
  /** Multi-bound: routers mounted at the root, before the static sites (e.g. /trpc, /uploads). */
  RootRoutes: Symbol.for('RootRoutes'),
  /** Multi-bound LivePageProvider: fills a marketing page's live region (src/platform/static-sites/live-pages.ts). */
  LivePages: Symbol.for('LivePages'),
  /** Multi-bound: every module's event subscribers, run by the workers. */
  EventSubscribers: Symbol.for('EventSubscribers'),
  /** Delayed jobs with deterministic ids (src/platform/scheduler): schedule, move, cancel. */
  Scheduler: Symbol.for('Scheduler'),
  /** Multi-bound: every module's handlers of scheduled jobs, run by the workers. */
  ScheduledJobHandlers: Symbol.for('ScheduledJobHandlers'),
} as const satisfies Record<string, ServiceIdentifier>;

export interface RouteMount {
  /** Path under /api (HttpRoutes) or from the root (RootRoutes), e.g. `/health`. */
  path: string;
  router: Router;
  /**
   * Only for RFC 8058 one-click unsubscribe endpoints: mounted ahead of the JSON-only rule, so mail
   * clients may POST their form-encoded `List-Unsubscribe=One-Click`. Such a router must take its
   * credential from the URL (a signed token), never from the session, and must not read the body.
   */
  acceptsFormPosts?: boolean;
}

export interface Clock {
  now(): Date;
}
