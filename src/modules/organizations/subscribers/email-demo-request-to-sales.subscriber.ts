import { defineSubscriber } from '../../../platform/bus/index.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { DemoRequestEntity } from '../infrastructure/demo-request.entity.ts';

/** Sends each demo request to the operator's sales inbox, with reply-to set to the organizer. */
export function emailDemoRequestToSales(mailer: Mailer, salesInbox: string) {
  return defineSubscriber({
    name: 'organizations.email-demo-request-to-sales',
    event: 'organizations.demo-requested',
    async handle(event, { em }) {
      const request = await em.findOneOrFail(DemoRequestEntity, { id: event.payload.demoRequestId });
      await mailer.send(
        renderEmail({
          to: salesInbox,
          replyTo: request.email,
          subject: `Demo request: ${request.organizationName} (${request.state}, ${request.country})`,
          preheader: `${request.fullName} runs ${request.numOfTeams} teams and ${request.numOfPlayers} players.`,
          heading: 'New demo request',
          paragraphs: [
            `${request.fullName} from ${request.organizationName} would like a demo. Reply to this e-mail to reach them.`,
          ],
          details: [
            ['Name', request.fullName],
            ['E-mail', request.email],
            ['Phone', request.phoneNumber],
            ['Organization', request.organizationName],
            ['State', request.state],
            ['Country', request.country],
            ['Teams', String(request.numOfTeams)],
            ['Players', String(request.numOfPlayers)],
            ['Notes', request.notes],
            ['Received', request.createdAt.toISOString()],
          ],
        }),
      );
    },
  });
}
