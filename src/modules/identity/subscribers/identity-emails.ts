import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';

const greeting = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

export function verificationEmail(input: {
  to: string;
  firstName: string;
  url: string;
  changed: boolean;
}): MailMessage {
  return renderEmail({
    to: input.to,
    subject: 'Verify your Playfield email address',
    preheader: 'One click to confirm this is your address.',
    heading: input.changed ? 'Confirm your new email address' : 'Welcome to Playfield!',
    paragraphs: [
      greeting(input.firstName),
      input.changed
        ? 'You changed the email address of your Playfield account. Confirm it is yours so we can keep you posted on games, RSVPs and messages.'
        : 'Confirm your email address so we can keep you posted on games, RSVPs and team messages. You can already use the app while you do.',
      'This link works for 7 days.',
    ],
    action: { label: 'VERIFY EMAIL', url: input.url },
    footnote:
      'You are receiving this because this address was used for a Playfield account. If that was not you, ignore this email.',
  });
}

export function passwordResetEmail(input: { to: string; firstName: string; url: string }): MailMessage {
  return renderEmail({
    to: input.to,
    subject: 'Reset your Playfield password',
    preheader: 'This link works for 30 minutes.',
    heading: 'Reset your password',
    paragraphs: [
      greeting(input.firstName),
      'Someone (hopefully you) asked to reset the password of your Playfield account. Use the button below to choose a new one.',
      'The link works once, for 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    action: { label: 'RESET PASSWORD', url: input.url },
    footnote: 'For your security, resetting your password signs you out on every device.',
  });
}

export function emailChangedNotice(input: {
  to: string;
  firstName: string;
  newEmail: string;
  supportUrl: string;
}): MailMessage {
  const [local = '', domain = ''] = input.newEmail.split('@');
  const masked = `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
  return renderEmail({
    to: input.to,
    subject: 'Your Playfield email address was changed',
    preheader: 'This address no longer signs in to Playfield.',
    heading: 'Your email address was changed',
    paragraphs: [
      greeting(input.firstName),
      `The email address of your Playfield account was changed to ${masked}. This address no longer signs in.`,
      'If you made this change, there is nothing to do. If you did not, reset your password right away and contact us.',
    ],
    action: { label: 'OPEN PLAYFIELD', url: input.supportUrl },
    footnote: 'You are receiving this because this address belonged to a Playfield account.',
  });
}
