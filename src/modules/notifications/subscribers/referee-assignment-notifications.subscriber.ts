import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { mailUnsentNotifications } from '../application/mail-unsent.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import { refereeAssignmentEmail } from '../application/referees/referee-assignment-email.ts';
import {
  type RefereeAssignmentNotice,
  refereeAssignmentNotice,
} from '../application/referees/referee-assignment-notice.ts';
import { type NotificationDraft, storeNotifications } from '../application/store-notifications.ts';

// Referees (issue 19): when a coordinator names a game's referee, replaces them or takes them off, the
// referee named hears it (referee_assigned) and the one taken off too (referee_unassigned), in the bell
// (quick lane, pushed live) and by e-mail (bulk lane), as league games reach their rosters: the mailer
// stores the same notifications first (a no-op when the bell was first) and mails only who is not yet
// marked mailed, so nobody gets an e-mail twice.

type Deps = Pick<NotificationsDeps, 'em' | 'identity' | 'mailer' | 'clock' | 'publicUrl'>;

export function refereeAssignmentNotificationSubscribers(deps: Deps): AnyEventSubscriber[] {
  const storeAll = async (em: EntityManager, drafts: NotificationDraft[]) => {
    for (const draft of drafts) await storeNotifications(em, deps.identity, draft);
  };
  const mail = (em: EntityManager, sourceId: string, notice: RefereeAssignmentNotice) =>
    mailUnsentNotifications(deps, em, () => deps.em.fork(), {
      sourceId,
      kind: 'game_emails',
      build: (recipient, unsubscribe) => {
        const kind = notice.kindOf.get(recipient.memberId);
        return kind
          ? refereeAssignmentEmail(kind, notice.game, recipient, deps.publicUrl, unsubscribe)
          : undefined;
      },
    });
  return [
    defineSubscriber({
      name: 'notifications.notify-referee-on-referee-changed',
      event: 'leagues.referee-changed',
      async handle(event, { em }) {
        const notice = await refereeAssignmentNotice(em, event.id, event.payload);
        if (notice) await storeAll(em, notice.drafts);
      },
    }),
    defineSubscriber({
      name: 'notifications.mail-referee-on-referee-changed',
      event: 'leagues.referee-changed',
      lane: 'bulk',
      async handle(event, { em }) {
        const notice = await refereeAssignmentNotice(em, event.id, event.payload);
        if (!notice) return;
        await deps.em.fork().transactional((tx) => storeAll(tx, notice.drafts));
        await mail(em, event.id, notice);
      },
    }),
  ];
}
