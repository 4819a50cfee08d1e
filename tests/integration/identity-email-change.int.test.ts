import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createMember,
  DEFAULT_PASSWORD,
  generousLimits,
  linkIn,
  mailText,
  mailTo,
  signIn,
  sql,
  type TestMember,
  uniqueEmail,
} from '../support/identity-factories.ts';
import type { CaughtMail } from '../support/smtp-catcher.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

let app: MailingTestApp;
beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits });
});
afterAll(() => app?.stop());

const CONFIRM_SUBJECT = 'Confirm your new Playfield email address';
const CANCEL_SUBJECT = 'Someone asked to change your Playfield email address';

const me = async (member: TestMember) =>
  (
    await body<{ email: string; emailVerified: boolean }>(
      await app.request('/api/member/me', { headers: member.auth }),
    )
  ).data;

const pendingOf = async (member: TestMember) =>
  (
    await body<{ pendingEmail: string | null }>(
      await app.request('/api/member/email-change', { headers: member.auth }),
    )
  ).data.pendingEmail;

const requestChange = (member: TestMember, email: string) =>
  app.request('/api/member/change-email', {
    method: 'PATCH',
    headers: member.auth,
    json: { password: DEFAULT_PASSWORD, email },
  });

const openLink = (which: 'confirm' | 'cancel', token: string | null) =>
  app.request(`/api/auth/email-change/${which}`, { method: 'POST', json: { token } });

/** Asks for the change and waits for both mails: the confirm link to the new, the cancel link to the old. */
async function pendingChange(member: TestMember, newEmail = uniqueEmail('moved')) {
  expect((await requestChange(member, newEmail)).status).toBe(200);
  const confirmMail = await app.smtp.waitFor(mailTo(newEmail, CONFIRM_SUBJECT));
  const cancelMail = await app.smtp.waitFor(mailTo(member.email, CANCEL_SUBJECT));
  return {
    newEmail,
    confirmMail,
    cancelMail,
    confirmToken: linkIn(confirmMail, '/email-change/confirm').searchParams.get('token'),
    cancelToken: linkIn(cancelMail, '/email-change/cancel').searchParams.get('token'),
  };
}

const eventsOf = async (memberId: string) =>
  (
    await sql<{ event_name: string }>(
      app,
      "select event_name from outbox where payload->>'memberId' = $1 and event_name like 'identity.email-change-%' order by occurred_at",
      [memberId],
    )
  ).map((row) => row.event_name);

const hasPlainTextPart = (mail: CaughtMail) => /Content-Type: text\/plain/i.test(mail.raw);

describe('changing the e-mail address', () => {
  it('keeps the change pending until the link sent to the new address is opened', async () => {
    const member = await createMember(app, { firstName: 'Omar' });
    const change = await pendingChange(member);

    // Nothing has changed yet: the old address still signs in, the new one does not.
    expect(await me(member)).toMatchObject({ email: member.email, emailVerified: true });
    expect(await pendingOf(member)).toBe(change.newEmail);
    await signIn(app, member.email, DEFAULT_PASSWORD);
    await expect(signIn(app, change.newEmail, DEFAULT_PASSWORD)).rejects.toThrow(/401/);

    expect(mailText(change.confirmMail)).toContain('Hi Omar,');
    expect(hasPlainTextPart(change.confirmMail)).toBe(true);
    // The stranger a typo might reach does not learn the account's address.
    expect(mailText(change.confirmMail)).not.toContain(member.email);

    const confirmed = await openLink('confirm', change.confirmToken);
    expect(confirmed.status).toBe(200);
    expect((await body(confirmed)).data).toEqual({ outcome: 'confirmed', email: change.newEmail });
    expect(await me(member)).toMatchObject({ email: change.newEmail, emailVerified: true });
    expect(await pendingOf(member)).toBeNull();
    await signIn(app, change.newEmail, DEFAULT_PASSWORD);
    await expect(signIn(app, member.email, DEFAULT_PASSWORD)).rejects.toThrow(/401/);

    const notice = await app.smtp.waitFor(mailTo(member.email, 'Your Playfield email address was changed'));
    expect(mailText(notice)).not.toContain(change.newEmail);
    expect(await eventsOf(member.id)).toEqual([
      'identity.email-change-requested',
      'identity.email-change-confirmed',
    ]);
  });

  it('says a confirm link opened twice was already used, and a cancel link after it came too late', async () => {
    const member = await createMember(app);
    const change = await pendingChange(member);
    await openLink('confirm', change.confirmToken);
    const again = await openLink('confirm', change.confirmToken);
    expect(again.status).toBe(200);
    expect((await body(again)).data).toEqual({ outcome: 'already-confirmed', email: change.newEmail });
    const late = await openLink('cancel', change.cancelToken);
    expect(late.status).toBe(409);
    expect((await body(late)).errors).toEqual([
      {
        message:
          'This email change was already confirmed, so it can no longer be cancelled. If you did not make it, contact us right away.',
        code: 'EmailChangeConfirmed',
      },
    ]);
  });

  it('is cancelled from the old address: the account keeps it and the confirm link dies', async () => {
    const member = await createMember(app);
    const change = await pendingChange(member);
    expect(hasPlainTextPart(change.cancelMail)).toBe(true);
    expect(mailText(change.cancelMail)).not.toContain(change.newEmail);

    const cancelled = await openLink('cancel', change.cancelToken);
    expect(cancelled.status).toBe(200);
    expect((await body(cancelled)).data).toEqual({ outcome: 'cancelled', email: member.email });
    const twice = await openLink('cancel', change.cancelToken);
    expect((await body(twice)).data).toEqual({ outcome: 'already-cancelled', email: member.email });

    const confirm = await openLink('confirm', change.confirmToken);
    expect(confirm.status).toBe(400);
    expect((await body(confirm)).errors).toEqual([
      {
        message: 'This email change was cancelled, so the link no longer works.',
        code: 'EmailChangeCancelled',
      },
    ]);
    expect(await me(member)).toMatchObject({ email: member.email });
    expect(await pendingOf(member)).toBeNull();
    await signIn(app, member.email, DEFAULT_PASSWORD);
    expect(await eventsOf(member.id)).toEqual([
      'identity.email-change-requested',
      'identity.email-change-cancelled',
    ]);
  });

  it('refuses an expired confirm link and changes nothing', async () => {
    const member = await createMember(app);
    const change = await pendingChange(member);
    await sql(app, "update email_change set expires_at = now() - interval '1 second' where member_id = $1", [
      member.id,
    ]);
    expect(await pendingOf(member)).toBeNull();
    const response = await openLink('confirm', change.confirmToken);
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      {
        message: 'This link has expired. Change your email again from your settings to get a new one.',
        code: 'LinkExpired',
      },
    ]);
    expect(await me(member)).toMatchObject({ email: member.email });
  });

  it('lets only the newest request count', async () => {
    const member = await createMember(app);
    const first = await pendingChange(member);
    const second = await pendingChange(member);
    const stale = await openLink('confirm', first.confirmToken);
    expect(stale.status).toBe(400);
    expect((await body(stale)).errors?.[0]?.code).toBe('EmailChangeSuperseded');
    expect((await openLink('confirm', second.confirmToken)).status).toBe(200);
    expect(await me(member)).toMatchObject({ email: second.newEmail });
  });

  it('answers 409 when the new address was taken while the change waited', async () => {
    const member = await createMember(app);
    const change = await pendingChange(member);
    await createMember(app, { email: change.newEmail });
    const response = await openLink('confirm', change.confirmToken);
    expect(response.status).toBe(409);
    expect((await body(response)).errors?.[0]?.message).toBe('An account with this email already exists');
    expect(await me(member)).toMatchObject({ email: member.email });
  });

  it.each([
    ['confirm', 'x'.repeat(43)],
    ['cancel', 'x'.repeat(43)],
    ['confirm', null],
  ] as const)('answers a %s link with an unknown or missing token with 400', async (which, token) => {
    const response = await openLink(which, token);
    expect(response.status).toBe(400);
    expect((await body(response)).errors?.[0]?.message).toBe('This link is invalid.');
  });
});
