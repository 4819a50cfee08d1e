import { defineSubscriber } from '../../../platform/bus/index.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { DemoRequestEntity } from '../infrastructure/demo-request.entity.ts';

/** Tells the organizer their request arrived and what happens next. */
export function confirmDemoRequest(mailer: Mailer, salesInbox: string) {
  return defineSubscriber({
    name: 'organizations.confirm-demo-request',
    event: 'organizations.demo-requested',
    async handle(event, { em }) {
      const request = await em.findOneOrFail(DemoRequestEntity, { id: event.payload.demoRequestId });
      const firstName = request.fullName.split(/\s+/)[0] ?? request.fullName;
      await mailer.send(
        renderEmail({
          to: request.email,
          replyTo: salesInbox,
          subject: 'We got your Playfield demo request',
          preheader: 'A league specialist will reach out within one business day.',
          heading: `Thanks, ${firstName}!`,
          paragraphs: [
            `We received your demo request for ${request.organizationName}. A league specialist will call or e-mail you within one business day to find a time that suits you.`,
            'In the demo we walk through registration, schedules, standings, referee assignments and how your players RSVP and chat in the Playfield app, using the size of your league.',
            'Questions before then? Just reply to this e-mail.',
          ],
          footnote:
            'You are receiving this because someone used this address to request a demo on Playfield Leagues.',
        }),
      );
    },
  });
}
