import type { DomainEvent } from '../../../platform/bus/event-map.ts';
import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { mailUnsentNotifications } from '../application/mail-unsent.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import { storeNotifications } from '../application/store-notifications.ts';
import { subOfferEmail } from '../application/subs/sub-offer-email.ts';
import { type SubOfferNotice, subOfferNotice } from '../application/subs/sub-offer-notice.ts';

// A player's sub offer answered (issue 20): accepted or declined by a captain, or late (the request
// filled, closed or ended while it was pending: the marketplace's filled / closed events name those
// players). For each event one subscriber stores the bell notification (quick lane, in the job's
// transaction with its inbox row) and one mails it (bulk lane): the mailer stores the same notifications
// first on a connection of its own (a no-op when the bell was first: one row per source and recipient),
// then mails each whose notification is not marked mailed, so a retried or killed job mails nobody twice.

type AnswerEvent =
  | 'marketplace.sub-offer-accepted'
  | 'marketplace.sub-offer-declined'
  | 'marketplace.sub-request-filled'
  | 'marketplace.sub-request-closed';

const KINDS: Record<AnswerEvent, string> = {
  'marketplace.sub-offer-accepted': 'accepted',
  'marketplace.sub-offer-declined': 'declined',
  'marketplace.sub-request-filled': 'late-on-filled',
  'marketplace.sub-request-closed': 'late-on-closed',
};

function noticeOf(em: EntityManager, event: DomainEvent<AnswerEvent>): Promise<SubOfferNotice | undefined> {
  switch (event.name) {
    case 'marketplace.sub-offer-accepted':
    case 'marketplace.sub-offer-declined': {
      const payload = event.payload as DomainEvent<'marketplace.sub-offer-declined'>['payload'];
      const answer = event.name === 'marketplace.sub-offer-accepted' ? 'accepted' : 'declined';
      return subOfferNotice(em, event.id, answer, payload.requestId, [payload.memberId]);
    }
    default: {
      const payload = event.payload as DomainEvent<'marketplace.sub-request-closed'>['payload'];
      return subOfferNotice(em, event.id, 'late', payload.requestId, payload.lateMemberIds, payload.reason);
    }
  }
}

type Deps = Pick<NotificationsDeps, 'em' | 'identity' | 'mailer' | 'clock' | 'publicUrl'>;

export function subOfferNotificationSubscribers(deps: Deps): AnyEventSubscriber[] {
  const { identity } = deps;
  const subscribersOf = <N extends AnswerEvent>(event: N) => [
    defineSubscriber({
      name: `notifications.notify-sub-offer-${KINDS[event]}`,
      event,
      async handle(domainEvent, { em }) {
        const notice = await noticeOf(em, domainEvent as DomainEvent<AnswerEvent>);
        if (notice) await storeNotifications(em, identity, notice.draft);
      },
    }),
    defineSubscriber({
      name: `notifications.mail-sub-offer-${KINDS[event]}`,
      event,
      lane: 'bulk',
      async handle(domainEvent, { em }) {
        const notice = await noticeOf(em, domainEvent as DomainEvent<AnswerEvent>);
        if (!notice) return;
        await deps.em.fork().transactional((tx) => storeNotifications(tx, identity, notice.draft));
        await mailUnsentNotifications(deps, em, () => deps.em.fork(), {
          sourceId: notice.draft.sourceId,
          kind: 'game_emails',
          build: (recipient, unsubscribe) =>
            subOfferEmail(notice.answer, notice.game, recipient, deps.publicUrl, unsubscribe, notice.reason),
        });
      },
    }),
  ];
  return (Object.keys(KINDS) as AnswerEvent[]).flatMap(
    (event) => subscribersOf(event) as AnyEventSubscriber[],
  );
}
