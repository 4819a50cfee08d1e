import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Container } from 'inversify';
import { OPERATOR_ORGANIZATION_ID } from '../contracts/cities.ts';
import { staffRoleOf } from '../modules/organizations/index.ts';
import type { AppModule } from '../platform/app-module.ts';
import { type AccessTokenVerifier, AUTH_TOKENS, type AuthGuards } from '../platform/auth/index.ts';
import { busEntities } from '../platform/bus/index.ts';
import { captchaRoutes } from '../platform/captcha/captcha-routes.ts';
import type { CaptchaVerifier } from '../platform/captcha/captcha-verifier.ts';
import type { Config } from '../platform/config/config.ts';
import { type RouteMount, TOKENS } from '../platform/container/tokens.ts';
import type { ChangeFeed } from '../platform/db/change-feed.ts';
import { createOrm, type MikroORM, migrate } from '../platform/db/orm.ts';
import { healthRoutes } from '../platform/health/health-routes.ts';
import { createApp } from '../platform/http/create-app.ts';
import type { Logger } from '../platform/logging/logger.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { openApiRoutes } from '../platform/openapi/index.ts';
import { type Operations, startOperations } from '../platform/operations/index.ts';
import type { RoomAccess } from '../platform/realtime/room-access.ts';
import type { SocketAuthenticator } from '../platform/realtime/socket-authenticator.ts';
import type { SocketEventHandler } from '../platform/realtime/socket-handlers.ts';
import { createSocketServer } from '../platform/realtime/socket-server.ts';
import { closeRedis, createRedis, type Redis } from '../platform/redis/redis.ts';
import type { Scheduler } from '../platform/scheduler/index.ts';
import type { LivePageProvider } from '../platform/static-sites/live-pages.ts';
import { apiDocument } from './api-document.ts';
import { appModules } from './app-modules.ts';
import { createContainer } from './create-container.ts';
import { startEventProcessing } from './event-processing.ts';

export interface RuntimeOptions {
  config: Config;
  logger: Logger;
  /** `api` serves HTTP and sockets; `worker` relays the outbox and runs subscribers. */
  roles: { api: boolean; worker: boolean };
  modules?: AppModule[];
}

export interface Runtime {
  container: Container;
  orm: MikroORM;
  /** Set when the API role runs: where it listens. */
  url?: string;
  /** Set when the API role runs: the Express app it serves (tests list its routes). */
  app?: Express;
  stop(): Promise<void>;
}

type Stopper = () => Promise<void>;

function platformRoutes(
  orm: MikroORM,
  redis: Redis,
  captcha: CaptchaVerifier,
  modules: readonly AppModule[],
): RouteMount[] {
  return [
    healthRoutes.mount({
      probes: [
        { name: 'Database', check: async () => void (await orm.em.getConnection().execute('select 1')) },
        { name: 'Redis', check: async () => void (await redis.ping()) },
      ],
    }),
    captchaRoutes.mount(captcha),
    openApiRoutes.mount(() => apiDocument(modules)),
  ];
}

/**
 * The queue dashboard and /metrics, for the operator's staff: the coordinators of the operator's
 * organization (spec: organization 15; `npm run staff:add -- <email> coordinator`). Referees and other
 * organizations' staff run leagues, not the platform.
 */
function operationsFor(
  container: Container,
  orm: MikroORM,
  config: Config,
  logger: Logger,
): Operations | undefined {
  if (!container.isBound(AUTH_TOKENS.AuthGuards)) return undefined;
  return startOperations({
    orm,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    guards: container.get<AuthGuards>(AUTH_TOKENS.AuthGuards),
    isOperator: async (memberId) =>
      (await staffRoleOf(orm.em.fork(), OPERATOR_ORGANIZATION_ID, memberId)) === 'coordinator',
    metricsToken: config.METRICS_TOKEN,
    logger,
  });
}

async function listen(server: Server, config: Config): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${port}`;
}

/** Closes the listener, lets in-flight requests finish, then drops idle keep-alive connections. */
function closeServer(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs).unref();
    // A keep-alive connection in steady use is never idle, so close() alone would wait out the timeout
    // and then cut requests off. From now on each answer says `Connection: close`: the connection ends
    // with it, and the client's next request opens a new one, which the closed listener refuses.
    // Prepended, so it runs before the app's listener can have sent the headers.
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Starts what this process runs. The same code serves `npm start` (both roles), `start:api`,
 * `start:worker` and the integration tests. `stop()` undoes it in reverse order: stop accepting,
 * finish in-flight requests and jobs, then close the database and Redis.
 */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config, logger, roles } = options;
  const modules = options.modules ?? appModules;
  const stoppers: Stopper[] = [];
  const stop = async () => {
    for (const stopper of stoppers.splice(0).reverse()) {
      try {
        await stopper();
      } catch (error) {
        logger.warn({ err: error }, 'error while stopping');
      }
    }
  };

  try {
    const databaseUrl = config.DATABASE_URL;
    if (!databaseUrl)
      throw new Error('DATABASE_URL is required here (npm start provides an embedded database).');
    const orm = await createOrm({
      databaseUrl,
      poolMax: config.DATABASE_POOL_MAX,
      entities: [...busEntities, ...modules.flatMap((module) => module.entities)],
      logger,
    });
    stoppers.push(() => orm.close(true));
    if (config.RUN_MIGRATIONS) {
      const applied = await migrate(orm, databaseUrl);
      if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    }

    const redis = createRedis(config.REDIS_URL, 'commands');
    redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
    stoppers.push(() => closeRedis(redis));

    const container = await createContainer({ config, logger, orm, redis, modules });
    // Live sessions and the notified caches LISTEN on the change feed's connection.
    stoppers.push(async () => {
      if (container.isBound(AUTH_TOKENS.AccessTokenVerifier))
        await container.get<AccessTokenVerifier>(AUTH_TOKENS.AccessTokenVerifier).close?.();
      await container.get<ChangeFeed>(TOKENS.ChangeFeed).close();
    });
    stoppers.push(async () => container.get<Mailer>(TOKENS.Mailer).close());
    stoppers.push(() => container.get<Scheduler>(TOKENS.Scheduler).close());

    if (roles.worker) {
      const processing = await startEventProcessing(container, config, logger);
      stoppers.push(processing.stop);
    }

    let url: string | undefined;
    let app: Express | undefined;
    if (roles.api) {
      const routes = [
        ...platformRoutes(orm, redis, container.get<CaptchaVerifier>(TOKENS.CaptchaVerifier), modules),
        ...(container.isBound(TOKENS.HttpRoutes) ? container.getAll<RouteMount>(TOKENS.HttpRoutes) : []),
      ];
      const rootRoutes = container.isBound(TOKENS.RootRoutes)
        ? container.getAll<RouteMount>(TOKENS.RootRoutes)
        : [];
      const operations = operationsFor(container, orm, config, logger);
      if (operations) stoppers.push(operations.stop);
      app = createApp({
        config,
        logger,
        orm,
        routes,
        rootRoutes: [...rootRoutes, ...(operations?.routes ?? [])],
        requestMetrics: operations?.requestMetrics,
        livePages: container.isBound(TOKENS.LivePages)
          ? container.getAll<LivePageProvider>(TOKENS.LivePages)
          : [],
      });
      const server = createServer(app);
      const sockets = createSocketServer(server, {
        redisUrl: config.REDIS_URL,
        redisPrefix: config.REDIS_PREFIX,
        publicUrl: config.PUBLIC_URL,
        authenticator: container.get<SocketAuthenticator>(TOKENS.SocketAuthenticator),
        roomAccess: container.isBound(TOKENS.RealtimeRoomAccess)
          ? container.getAll<RoomAccess>(TOKENS.RealtimeRoomAccess)
          : [],
        handlers: container.isBound(TOKENS.SocketHandlers)
          ? container.getAll<SocketEventHandler>(TOKENS.SocketHandlers)
          : [],
        logger,
      });
      operations?.countSocketsWith(() => sockets.io.engine.clientsCount);
      url = await listen(server, config);
      // Sockets and HTTP close together: Socket.IO's close() waits for the HTTP server to close, which
      // waits for every connection, so an HTTP drain started after it would never start under load
      // (busy keep-alive connections never end by themselves); and long-lived sockets would hold the
      // HTTP server open.
      stoppers.push(async () => {
        const drained = closeServer(server, config.SHUTDOWN_TIMEOUT_MS);
        await sockets.close();
        await drained;
      });
    }

    return { container, orm, url, app, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
