import type { EntityManager } from '../../../platform/db/orm.ts';

/**
 * Remembers that a member got the mail of this domain event, right after it went out (in its own
 * statement, so a retried job skips who was already mailed). Recording it twice changes nothing.
 */
export async function recordEventMailSent(
  em: EntityManager,
  sent: { domainEventId: string; memberId: string },
): Promise<void> {
  await em.execute(
    'insert into team_event_mail_sent (domain_event_id, member_id) values (?, ?) on conflict do nothing',
    [sent.domainEventId, sent.memberId],
  );
}
