import { LockMode } from '@mikro-orm/core';
import { invitePath } from '../../../contracts/clubs/invite.ts';
import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { MikroORM } from '../../../platform/db/orm.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer, MailMessage } from '../../../platform/mail/mailer.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import { newInviteToken } from '../domain/invite-token.ts';
import { InviteEntity } from '../infrastructure/invite.entity.ts';

export interface InviteMailDeps {
  mailer: Mailer;
  orm: MikroORM;
  clock: Clock;
  publicUrl: string;
  identity: IdentityReadApi;
}

export function inviteEmail(input: {
  to: string;
  firstName: string;
  inviterName: string;
  teamName: string;
  url: string;
}): MailMessage {
  const inviter = input.inviterName || 'Your captain';
  return renderEmail({
    to: input.to,
    subject: `${inviter} invited you to join ${input.teamName} on Playfield`,
    preheader: `Join ${input.teamName}: RSVP to games, see the roster and chat with your team.`,
    heading: `Join ${input.teamName} on Playfield`,
    paragraphs: [
      input.firstName ? `Hi ${input.firstName},` : 'Hi,',
      `${inviter} invited you to the roster of ${input.teamName}. Accept to RSVP to games, see your teammates and chat with the team.`,
      'New to Playfield? Create your account from the link, complete your profile and you are on the team.',
    ],
    action: { label: 'JOIN THE TEAM', url: input.url },
    footnote: `You are receiving this because ${inviter} entered this address to invite you. If you do not know them, ignore this email.`,
  });
}

/**
 * Mails an e-mail invite's link. The token is made here, so the raw token only exists in the e-mail,
 * and is committed (replacing the hash of any earlier send) before the mail leaves: the link works the
 * moment it arrives. A retried job issues a fresh token, so only the newest mail's link works.
 */
export function sendInviteEmail(deps: InviteMailDeps) {
  return defineSubscriber({
    name: 'clubs.send-invite-email',
    event: 'clubs.invite-sent',
    async handle(event, { em }) {
      const [invite] = await em.execute<
        Array<{
          id: string;
          email: string;
          first_name: string;
          team_id: string;
          team_name: string;
          inviter_id: string;
        }>
      >(
        `select i.id, i.email, i.first_name, i.team_id, t.name as team_name, i.inviter_id
         from invite i join team t on t.id = i.team_id
         where i.id = ? and i.channel = 'email' and i.status = 'pending'`,
        [event.payload.inviteId],
      );
      if (!invite) return; // accepted or its team deleted meanwhile: nothing to send.
      const { token, hash } = newInviteToken();
      await deps.orm.em.fork().transactional(async (tx) => {
        // Locked, so two sends of one invite count twice and the later token wins.
        const row = await tx.findOne(InviteEntity, invite.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!row) return;
        row.tokenHash = hash;
        row.sentAt = deps.clock.now();
        row.sendCount += 1;
      });
      const inviter = (await deps.identity.memberSummaries([invite.inviter_id])).get(invite.inviter_id);
      await deps.mailer.send(
        inviteEmail({
          to: invite.email,
          firstName: invite.first_name,
          inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '',
          teamName: invite.team_name,
          url: `${deps.publicUrl}${invitePath({ teamId: invite.team_id }, token)}`,
        }),
      );
    },
  });
}
