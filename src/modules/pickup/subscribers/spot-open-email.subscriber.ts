import { formatEventDate } from '../../../contracts/events/time-zones.ts';
import { defineSubscriber, requireRow } from '../../../platform/bus/index.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import { ianaZoneOf } from '../domain/time-zone.ts';

/**
 * `pickup.spot-open`: mails the player the spot is held for, with the claim link into the SPA and when the
 * hold ends (in the game's zone). A hold that ended before the job ran is not mailed.
 */
export const spotOpenEmailSubscriber = (mailer: Mailer, identity: IdentityReadApi, publicUrl: string) =>
  defineSubscriber({
    name: 'pickup.email-spot-open',
    event: 'pickup.spot-open',
    async handle({ payload }, { em }) {
      const [found] = await em.execute<
        Array<{
          title: string;
          address: string;
          starts_at: Date;
          time_zone: string;
          status: string;
          hold_seq: number;
        }>
      >(
        `select e.title, e.address, e.starts_at, e.time_zone, r.status, r.hold_seq
         from pickup_event e join pickup_registration r on r.pickup_event_id = e.id
         where e.id = ? and r.id = ?`,
        [payload.pickupEventId, payload.registrationId],
      );
      const row = requireRow(found, 'pickup_registration', String(payload.registrationId));
      if (row.status !== 'offered' || row.hold_seq !== payload.holdSeq) return;
      const [recipient] = await identity.mailRecipients([payload.memberId]);
      if (!recipient) return;
      // A game e-mail: a member who switched them off still sees the held spot in the bell and the app.
      const allowed = await identity.emailKindsAllowed([recipient.memberId], 'game_emails');
      if (!allowed.has(recipient.memberId)) return;
      const zone = ianaZoneOf(row.time_zone);
      const kickoff = formatEventDate(new Date(row.starts_at), zone);
      const until = formatEventDate(new Date(payload.expiresAt), zone);
      await mailer.send(
        renderEmail({
          to: recipient.email,
          subject: `A spot opened up: ${row.title}`,
          preheader: `Your spot in ${row.title} is held until ${until}.`,
          heading: 'A spot opened up for you!',
          paragraphs: [
            recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
            `A player dropped out of ${row.title} and you are first on the waitlist. The spot is yours if you claim it and pay before ${until}; after that it goes to the next player waiting.`,
          ],
          details: [
            ['Game', row.title],
            ['When', kickoff],
            ['Where', row.address],
            ['Held until', until],
          ],
          action: { label: 'Claim your spot', url: payload.claimLink },
          footnote: `You are receiving this because you joined the waitlist of this game on Playfield. ${publicUrl}`,
          unsubscribe: identity.unsubscribeLink(recipient.memberId, 'game_emails'),
        }),
      );
    },
  });
