import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber, EventBus } from '../../platform/bus/index.ts';
import type { CaptchaVerifier } from '../../platform/captcha/captcha-verifier.ts';
import type { Config } from '../../platform/config/config.ts';
import { type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { EntityManager } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { NOTIFICATION_MAILER } from '../../platform/mail/notification-mailer.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { Redis } from '../../platform/redis/redis.ts';
import { IDENTITY_TOKENS, type IdentityReadApi, type MemberOrganizerReader } from '../identity/index.ts';
import { BookDemoHandler } from './application/book-demo/book-demo.handler.ts';
import { organizerOf } from './application/staff/staff-read-api.ts';
import { organizationsEvents } from './events.ts';
import {
  bookDemoRoutes,
  memberOrganizationsRoutes,
  organizationCommonRoutes,
  organizationStaffRoutes,
} from './http/organizations.routes.ts';
import {
  memberWaiverSigningRoutes,
  organizationWaiverConsoleRoutes,
  organizationWaiverRoutes,
} from './http/waivers.routes.ts';
import { DemoRequestEntity } from './infrastructure/demo-request.entity.ts';
import { OrganizationWaiverEntity } from './infrastructure/organization-waiver.entity.ts';
import { confirmDemoRequest } from './subscribers/confirm-demo-request.subscriber.ts';
import { emailDemoRequestToSales } from './subscribers/email-demo-request-to-sales.subscriber.ts';
import { emailWaiverReminder } from './subscribers/email-waiver-reminder.subscriber.ts';

export {
  type CreatedOrganization,
  createOrganization,
} from './application/create-organization/create-organization.ts';
export { listCities } from './application/queries/list-cities.query.ts';
export {
  addStaffByEmail,
  type MemberIdByEmail,
  removeStaffMember,
} from './application/staff/manage-staff.ts';
export {
  listWorkspaces,
  memberOrganizationsWorkspaces,
  organizationById,
  organizerOf,
  staffMemberIds,
  staffOrganizationIds,
  staffRoleOf,
  workspaceById,
  workspacesByIds,
} from './application/staff/staff-read-api.ts';
export {
  publishWaiver,
  requestWaiverReminder,
  signWaiver,
} from './application/waivers/manage-waivers.ts';
export {
  currentWaiver,
  isMemberWaiverOutstanding,
  memberWaivers,
  outstandingMemberIds,
  signedWaiverById,
  waiverById,
} from './application/waivers/waiver-read-api.ts';
export { parseNewOrganization } from './domain/new-organization.ts';
export { signedMemberWaiverSchema } from './http/waivers.routes.ts';
export { addStaffMember } from './infrastructure/staff.store.ts';
export { organizationsEvents };

/**
 * Organizations: the operator's cities and demo booking from the marketing site; organizations, their
 * workspaces (cities) and staff (coordinators, referees), and their waivers (published versions and
 * members' signatures), read by leagues through this file. It fills
 * identity's MemberOrganizerReader (the profile card's verified badge): load it after identity.
 */
export const organizationsModule: AppModule = {
  name: 'organizations',
  entities: [DemoRequestEntity, OrganizationWaiverEntity],
  apiPaths: apiPathsOf(
    organizationCommonRoutes,
    organizationStaffRoutes,
    memberOrganizationsRoutes,
    bookDemoRoutes,
    organizationWaiverRoutes,
    organizationWaiverConsoleRoutes,
    memberWaiverSigningRoutes,
  ),
  containerModule: new ContainerModule(({ bind, rebind }) => {
    rebind<MemberOrganizerReader>(IDENTITY_TOKENS.MemberOrganizerReader).toResolvedValue(
      (em: EntityManager) => ({ organizerOf: (memberId: string) => organizerOf(em, memberId) }),
      [TOKENS.EntityManager],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (em: EntityManager, guards: AuthGuards, identity: IdentityReadApi) =>
        organizationStaffRoutes.mount(
          { em, memberIdByEmail: (email) => identity.activeMemberIdByEmail(email) },
          guards,
        ),
      [TOKENS.EntityManager, AUTH_TOKENS.AuthGuards, IDENTITY_TOKENS.ReadApi],
    );
    bind(BookDemoHandler).toResolvedValue(
      (em: EntityManager, bus: EventBus, captcha: CaptchaVerifier) => new BookDemoHandler(em, bus, captcha),
      [TOKENS.EntityManager, TOKENS.EventBus, TOKENS.CaptchaVerifier],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (em: EntityManager, guards: AuthGuards) => organizationCommonRoutes.mount(em, guards),
      [TOKENS.EntityManager, AUTH_TOKENS.AuthGuards],
    );
    for (const routes of [
      memberOrganizationsRoutes,
      organizationWaiverRoutes,
      organizationWaiverConsoleRoutes,
      memberWaiverSigningRoutes,
    ]) {
      bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
        (em: EntityManager, guards: AuthGuards) => routes.mount(em, guards),
        [TOKENS.EntityManager, AUTH_TOKENS.AuthGuards],
      );
    }
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (handler: BookDemoHandler, guards: AuthGuards, redis: Redis, config: Config) =>
        bookDemoRoutes.mount(
          {
            handler,
            limiter: createRateLimiter(redis, config.REDIS_PREFIX, {
              name: 'book-demo-ip',
              points: config.BOOK_DEMO_LIMIT_PER_HOUR,
              durationSeconds: 3600,
            }),
          },
          guards,
        ),
      [BookDemoHandler, AUTH_TOKENS.AuthGuards, TOKENS.Redis, TOKENS.Config],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (mailer: Mailer, config: Config) => emailDemoRequestToSales(mailer, config.DEMO_REQUEST_INBOX),
      [TOKENS.Mailer, TOKENS.Config],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (mailer: Mailer, config: Config) => confirmDemoRequest(mailer, config.DEMO_REQUEST_INBOX),
      [TOKENS.Mailer, TOKENS.Config],
    );
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (mailer: Mailer, identity: IdentityReadApi, config: Config) =>
        emailWaiverReminder(mailer, identity, config.PUBLIC_URL.replace(/\/+$/, '')),
      [NOTIFICATION_MAILER, IDENTITY_TOKENS.ReadApi, TOKENS.Config],
    );
  }),
};
