import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { Scheduler } from '../../../platform/scheduler/index.ts';
import type { IdentityReadApi } from '../../identity/index.ts';

/** What the notifications use cases need. `em` resolves to the request's or the job's EntityManager. */
export interface NotificationsDeps {
  em: EntityManager;
  clock: Clock;
  identity: IdentityReadApi;
  scheduler: Scheduler;
  mailer: Mailer;
  /** The app's public address without a trailing slash, for e-mail links. */
  publicUrl: string;
}
