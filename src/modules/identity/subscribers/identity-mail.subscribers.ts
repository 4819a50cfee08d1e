import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager, MikroORM } from '../../../platform/db/orm.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { MemberTokenPurpose } from '../domain/member-token-rules.ts';
import { findMemberById } from '../infrastructure/member-store.ts';
import { issueMemberToken } from '../infrastructure/member-token-store.ts';
import { emailChangedNotice, passwordResetEmail, verificationEmail } from './identity-emails.ts';

/** Issues the single-purpose token a mailed link carries. */
export interface LinkTokens {
  issue(memberId: string, purpose: MemberTokenPurpose, email: string): Promise<string>;
}

/**
 * Tokens are made in the worker, so the raw token only ever exists in the e-mail, never in the
 * outbox. Each is committed in its own transaction before the mail leaves: a link must work the
 * moment it arrives. A retried job issues a fresh token, which supersedes the one in a mail that
 * might have gone out before the failure.
 */
export function committedLinkTokens(orm: MikroORM, clock: Clock): LinkTokens {
  return {
    issue: (memberId, purpose, email) =>
      orm.em.fork().transactional((em) => issueMemberToken(em, memberId, purpose, email, clock.now())),
  };
}

/** What the identity mails need: the mailer, the link tokens, and the app's address the links open. */
export interface IdentityMail {
  mailer: Mailer;
  tokens: LinkTokens;
  publicUrl: string;
}

/**
 * Mails a verification link to the member's current address, if the account is active and that
 * address is not verified yet. `address`, when given, is the one the event asked to verify: after
 * another change it is no longer current, and only the current address gets a link.
 */
async function mailVerificationLink(
  { mailer, tokens, publicUrl }: IdentityMail,
  em: EntityManager,
  memberId: string,
  options: { changed: boolean; address?: string },
): Promise<void> {
  const member = await findMemberById(em, memberId);
  if (member?.status !== 'active' || !member.email || member.emailVerified) return;
  if (options.address !== undefined && member.email !== options.address) return;
  const token = await tokens.issue(member.id, 'email-verification', member.email);
  const url = `${publicUrl}/verify?${new URLSearchParams({ email: member.email, verificationToken: token })}`;
  await mailer.send(
    verificationEmail({ to: member.email, firstName: member.firstName, url, changed: options.changed }),
  );
}

export function sendVerificationOnRegistration(mail: IdentityMail) {
  return defineSubscriber({
    name: 'identity.send-verification-email',
    event: 'identity.member-registered',
    handle: (event, { em }) => mailVerificationLink(mail, em, event.payload.memberId, { changed: false }),
  });
}

export function resendVerification(mail: IdentityMail) {
  return defineSubscriber({
    name: 'identity.resend-verification-email',
    event: 'identity.email-verification-requested',
    handle: (event, { em }) => mailVerificationLink(mail, em, event.payload.memberId, { changed: false }),
  });
}

export function sendVerificationOnEmailChange(mail: IdentityMail) {
  return defineSubscriber({
    name: 'identity.verify-changed-email',
    event: 'identity.email-changed',
    handle: (event, { em }) =>
      mailVerificationLink(mail, em, event.payload.memberId, {
        changed: true,
        address: event.payload.newEmail,
      }),
  });
}

export function notifyPreviousEmail({ mailer, publicUrl }: IdentityMail) {
  return defineSubscriber({
    name: 'identity.notify-previous-email',
    event: 'identity.email-changed',
    async handle(event, { em }) {
      const member = await findMemberById(em, event.payload.memberId);
      await mailer.send(
        emailChangedNotice({
          to: event.payload.previousEmail,
          firstName: member?.firstName ?? '',
          newEmail: event.payload.newEmail,
          supportUrl: `${publicUrl}/`,
        }),
      );
    },
  });
}

export function sendPasswordReset({ mailer, tokens, publicUrl }: IdentityMail) {
  return defineSubscriber({
    name: 'identity.send-password-reset-email',
    event: 'identity.password-reset-requested',
    async handle(event, { em }) {
      const member = await findMemberById(em, event.payload.memberId);
      if (member?.status !== 'active' || !member.email) return;
      const token = await tokens.issue(member.id, 'password-reset', member.email);
      const url = `${publicUrl}/reset-password?${new URLSearchParams({ resetToken: token })}`;
      await mailer.send(passwordResetEmail({ to: member.email, firstName: member.firstName, url }));
    },
  });
}

/** Every identity mail, for the module to register with the workers. */
export const identityMailSubscribers = [
  sendVerificationOnRegistration,
  sendVerificationOnEmailChange,
  resendVerification,
  notifyPreviousEmail,
  sendPasswordReset,
];
