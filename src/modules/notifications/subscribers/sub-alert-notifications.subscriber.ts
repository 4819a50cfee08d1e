import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { Config } from '../../../platform/config/config.ts';
import { subAlertLinkSettings, subAlertUnsubscribeLinks } from '../../marketplace/index.ts';
import { mailUnsentNotifications } from '../application/mail-unsent.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import { storeNotifications } from '../application/store-notifications.ts';
import { subAlertEmail } from '../application/sub-alerts/sub-alert-email.ts';
import { subAlertDraft } from '../application/sub-alerts/sub-alert-notice.ts';

// Sub alerts (issue 20): the marketplace matched a new sub request to players' alerts. One subscriber
// stores the bell notifications (quick lane, in the job's transaction with its inbox row; pushed live by
// `notifications.stored`), one mails (bulk lane) the players whose hourly e-mail slot this match claimed:
// it stores the same notifications first on a connection of its own (a no-op when the bell was first:
// one row per source and recipient), then mails each claimed player whose notification is not yet marked
// mailed, so a retried or killed job mails nobody twice. The e-mail carries the alert's own unsubscribe.

type Deps = Pick<NotificationsDeps, 'em' | 'identity' | 'mailer' | 'clock' | 'publicUrl'>;

export function subAlertNotificationSubscribers(deps: Deps, config: Config): AnyEventSubscriber[] {
  const { identity } = deps;
  return [
    defineSubscriber({
      name: 'notifications.notify-sub-alert',
      event: 'marketplace.sub-alerts-matched',
      async handle(event, { em }) {
        await storeNotifications(em, identity, subAlertDraft(event.id, event.payload));
      },
    }),
    defineSubscriber({
      name: 'notifications.mail-sub-alert',
      event: 'marketplace.sub-alerts-matched',
      lane: 'bulk',
      async handle(event, { em }) {
        const draft = subAlertDraft(event.id, event.payload);
        const emailed = new Set(
          event.payload.recipients
            .filter((recipient) => recipient.email)
            .map((recipient) => recipient.memberId),
        );
        if (emailed.size === 0) return;
        await deps.em.fork().transactional((tx) => storeNotifications(tx, identity, draft));
        const links = subAlertLinkSettings(config);
        await mailUnsentNotifications(deps, em, () => deps.em.fork(), {
          sourceId: draft.sourceId,
          kind: { unsubscribeLink: (memberId) => subAlertUnsubscribeLinks(links, memberId) },
          build: (recipient, unsubscribe) =>
            emailed.has(recipient.memberId)
              ? subAlertEmail(event.payload.request, draft, recipient, deps.publicUrl, unsubscribe)
              : undefined,
        });
      },
    }),
  ];
}
