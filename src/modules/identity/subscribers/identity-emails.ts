import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';

const greeting = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

export function verificationEmail(input: { to: string; firstName: string; url: string }): MailMessage {
  return renderEmail({
    to: input.to,
    subject: 'Verify your Playfield email address',
    preheader: 'One click to confirm this is your address.',
    heading: 'Welcome to Playfield!',
    paragraphs: [
      greeting(input.firstName),
      'Confirm your email address so we can keep you posted on games, RSVPs and team messages. You can already use the app while you do.',
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

const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
};

/** To the new address: the change happens only when this link is opened. */
export function confirmEmailChangeEmail(input: {
  to: string;
  firstName: string;
  previousEmail: string;
  url: string;
}): MailMessage {
  return renderEmail({
    to: input.to,
    subject: 'Confirm your new Playfield email address',
    preheader: 'One click to finish changing your email address.',
    heading: 'Confirm your new email address',
    paragraphs: [
      greeting(input.firstName),
      `You asked to change the email address of your Playfield account from ${maskEmail(input.previousEmail)} to this address. Confirm it to finish the change.`,
      'Until you do, nothing changes: you keep signing in with your current address. This link works for 7 days.',
    ],
    action: { label: 'CONFIRM NEW EMAIL', url: input.url },
    footnote:
      'You are receiving this because this address was entered as the new email of a Playfield account. If that was not you, ignore this email.',
  });
}

/** To the old address: the change was asked for, and this link stops it. */
export function cancelEmailChangeEmail(input: {
  to: string;
  firstName: string;
  newEmail: string;
  url: string;
}): MailMessage {
  return renderEmail({
    to: input.to,
    subject: 'Someone asked to change your Playfield email address',
    preheader: 'If it was not you, cancel the change.',
    heading: 'A change of your email address was requested',
    paragraphs: [
      greeting(input.firstName),
      `Someone (hopefully you) asked to change the email address of your Playfield account to ${maskEmail(input.newEmail)}. It changes only once the link sent to that address is opened; until then you keep signing in with this address.`,
      'If this was you, there is nothing to do. If it was not, cancel the change and reset your password.',
    ],
    action: { label: 'CANCEL THIS CHANGE', url: input.url },
    footnote: 'You are receiving this because this address signs in to a Playfield account.',
  });
}

export function emailChangedNotice(input: {
  to: string;
  firstName: string;
  newEmail: string;
  supportUrl: string;
}): MailMessage {
  const masked = maskEmail(input.newEmail);
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
