import { LockMode } from '@mikro-orm/core';
import { EMAIL_CHANGE_PATHS } from '../../../contracts/identity/index.ts';
import { defineSubscriber, requireRow } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager, MikroORM } from '../../../platform/db/orm.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { MemberTokenPurpose } from '../domain/member-token-rules.ts';
import { hashToken, newSecretToken } from '../domain/secret-token.ts';
import { EmailChangeEntity } from '../infrastructure/email-change.entity.ts';
import { findMemberById } from '../infrastructure/member.store.ts';
import { issueMemberToken } from '../infrastructure/member-token.store.ts';
import {
  cancelEmailChangeEmail,
  confirmEmailChangeEmail,
  emailChangedNotice,
  passwordResetEmail,
  verificationEmail,
} from './identity-emails.ts';

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

/** Issues the token of one of an e-mail change's two links, while the change is still pending. */
export interface EmailChangeLinkTokens {
  issue(changeId: string, link: 'confirm' | 'cancel'): Promise<string | undefined>;
}

/**
 * Like committedLinkTokens: committed before the mail leaves, only the hash stored, and a retried job's
 * fresh token replaces the one a mail sent before the failure carried.
 */
export function committedEmailChangeTokens(orm: MikroORM): EmailChangeLinkTokens {
  return {
    issue: (changeId, link) =>
      orm.em.fork().transactional(async (em) => {
        // Both links of one change are issued at once by two jobs: take turns on the row.
        const change = await em.findOne(
          EmailChangeEntity,
          { id: changeId, status: 'pending' },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!change) return undefined;
        const token = newSecretToken();
        if (link === 'confirm') change.confirmTokenHash = hashToken(token);
        else change.cancelTokenHash = hashToken(token);
        return token;
      }),
  };
}

/** What the identity mails need: the mailer, the link tokens, and the app's address the links open. */
export interface IdentityMail {
  mailer: Mailer;
  tokens: LinkTokens;
  changeTokens: EmailChangeLinkTokens;
  publicUrl: string;
}

/** Mails a verification link to the member's current address, if the account is active and unverified. */
async function mailVerificationLink(
  { mailer, tokens, publicUrl }: IdentityMail,
  em: EntityManager,
  memberId: string,
): Promise<void> {
  const member = requireRow(await findMemberById(em, memberId), 'member', memberId);
  if (member.status !== 'active' || !member.email || member.emailVerified) return;
  const token = await tokens.issue(member.id, 'email-verification', member.email);
  const url = `${publicUrl}/verify?${new URLSearchParams({ email: member.email, verificationToken: token })}`;
  await mailer.send(verificationEmail({ to: member.email, firstName: member.firstName, url }));
}

export function sendVerificationOnRegistration(mail: IdentityMail) {
  return defineSubscriber({
    name: 'identity.send-verification-email',
    event: 'identity.member-registered',
    handle: (event, { em }) => mailVerificationLink(mail, em, event.payload.memberId),
  });
}

export function resendVerification(mail: IdentityMail) {
  return defineSubscriber({
    name: 'identity.resend-verification-email',
    event: 'identity.email-verification-requested',
    handle: (event, { em }) => mailVerificationLink(mail, em, event.payload.memberId),
  });
}

/** The e-mail change and its member, while the change waits for its links and the account is active. */
async function pendingChange(
  em: EntityManager,
  { changeId, memberId }: { changeId: string; memberId: string },
) {
  const change = requireRow(await em.findOne(EmailChangeEntity, { id: changeId }), 'email_change', changeId);
  const member = requireRow(await findMemberById(em, memberId), 'member', memberId);
  return change.status === 'pending' && member.status === 'active' ? { change, member } : undefined;
}

/** The new address gets the link that makes the change (nothing changes until it is opened). */
export function sendEmailChangeConfirmation({ mailer, changeTokens, publicUrl }: IdentityMail) {
  return defineSubscriber({
    name: 'identity.send-email-change-confirmation',
    event: 'identity.email-change-requested',
    async handle(event, { em }) {
      const pending = await pendingChange(em, event.payload);
      if (!pending) return;
      const { change, member } = pending;
      const token = await changeTokens.issue(change.id, 'confirm');
      if (!token) return;
      const url = `${publicUrl}${EMAIL_CHANGE_PATHS.confirm}?${new URLSearchParams({ token })}`;
      await mailer.send(
        confirmEmailChangeEmail({
          to: change.newEmail,
          firstName: member.firstName,
          previousEmail: change.previousEmail,
          url,
        }),
      );
    },
  });
}

/** The old address is told at once, with a link that cancels the change. */
export function sendEmailChangeCancelLink({ mailer, changeTokens, publicUrl }: IdentityMail) {
  return defineSubscriber({
    name: 'identity.send-email-change-cancel-link',
    event: 'identity.email-change-requested',
    async handle(event, { em }) {
      const pending = await pendingChange(em, event.payload);
      if (!pending) return;
      const { change, member } = pending;
      const token = await changeTokens.issue(change.id, 'cancel');
      if (!token) return;
      const url = `${publicUrl}${EMAIL_CHANGE_PATHS.cancel}?${new URLSearchParams({ token })}`;
      await mailer.send(
        cancelEmailChangeEmail({
          to: change.previousEmail,
          firstName: member.firstName,
          newEmail: change.newEmail,
          url,
        }),
      );
    },
  });
}

/** Once the change is made, the old address hears that it no longer signs in. */
export function notifyPreviousEmail({ mailer, publicUrl }: IdentityMail) {
  return defineSubscriber({
    name: 'identity.notify-previous-email',
    event: 'identity.email-change-confirmed',
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
      const { memberId } = event.payload;
      const member = requireRow(await findMemberById(em, memberId), 'member', memberId);
      if (member.status !== 'active' || !member.email) return;
      const token = await tokens.issue(member.id, 'password-reset', member.email);
      const url = `${publicUrl}/reset-password?${new URLSearchParams({ resetToken: token })}`;
      await mailer.send(passwordResetEmail({ to: member.email, firstName: member.firstName, url }));
    },
  });
}

/** Every identity mail, for the module to register with the workers. */
export const identityMailSubscribers = [
  sendVerificationOnRegistration,
  resendVerification,
  sendEmailChangeConfirmation,
  sendEmailChangeCancelLink,
  notifyPreviousEmail,
  sendPasswordReset,
];
