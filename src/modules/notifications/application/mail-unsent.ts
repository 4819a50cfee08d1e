import type { EmailKind } from '../../../contracts/identity/email-preferences.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import type { MailRecipient, UnsubscribeLinks } from '../../identity/index.ts';
import { NotificationEntity } from '../infrastructure/notification.entity.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

/**
 * A module's own opt-in e-mail (a sub alert's): the opt-in chose the recipients already, so identity's
 * switches do not apply, and the mail carries the module's own unsubscribe link.
 */
export interface OwnOptInMail {
  unsubscribeLink: (memberId: string) => UnsubscribeLinks;
}

/**
 * Mails the recipients of one source's notifications who have not been mailed yet and allow `kind`
 * e-mails (identity's switch of that kind, or a module's own opt-in): each notification's `mailed_at` is
 * set right after its mail (on `writer`, a connection of its own, so it commits at once), so a retried
 * job mails only those it had not reached. Returns how many it mailed.
 */
export async function mailUnsentNotifications(
  deps: Pick<NotificationsDeps, 'identity' | 'mailer' | 'clock'>,
  em: EntityManager,
  writer: () => EntityManager,
  mail: {
    sourceId: string;
    kind: EmailKind | OwnOptInMail;
    build: (recipient: MailRecipient, unsubscribe: UnsubscribeLinks) => MailMessage | undefined;
  },
): Promise<number> {
  const pending = await em.execute<Array<{ id: string; recipient_id: string }>>(
    'select id, recipient_id from notification where source_id = ? and mailed_at is null',
    [mail.sourceId],
  );
  if (pending.length === 0) return 0;
  const notificationOf = new Map(pending.map((row) => [row.recipient_id, row.id]));
  // The bell gets it either way; the e-mail only who allow this kind of e-mail.
  const { kind } = mail;
  const allowed =
    typeof kind === 'string'
      ? await deps.identity.emailKindsAllowed([...notificationOf.keys()], kind)
      : new Set(notificationOf.keys());
  const recipients = await deps.identity.mailRecipients([...allowed]);
  let mailed = 0;
  for (const recipient of recipients) {
    const unsubscribe =
      typeof kind === 'string'
        ? deps.identity.unsubscribeLink(recipient.memberId, kind)
        : kind.unsubscribeLink(recipient.memberId);
    const message = mail.build(recipient, unsubscribe);
    if (!message) continue;
    await deps.mailer.send(message);
    mailed += 1;
    await writer().nativeUpdate(
      NotificationEntity,
      { id: notificationOf.get(recipient.memberId)! },
      { mailedAt: deps.clock.now() },
    );
  }
  return mailed;
}
