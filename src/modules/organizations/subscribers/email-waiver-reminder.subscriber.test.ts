import { describe, expect, it } from 'vitest';
import { waiverReminderEmail } from './email-waiver-reminder.subscriber.ts';

const facts = {
  organizationId: 15,
  organizationName: 'Reds & <Blues> League',
  waiverName: 'Player waiver',
  waiverVersion: '2027.1',
};
const recipient = { memberId: 'm-1', email: 'luis@example.com', firstName: 'Luis' };

describe('the waiver reminder e-mail', () => {
  it('asks the member to sign, with a link to the signing page, in HTML and plain text', () => {
    const mail = waiverReminderEmail(facts, recipient, 'https://app.example.com');
    expect(mail.to).toBe('luis@example.com');
    expect(mail.subject).toBe('Please sign: Player waiver');
    expect(mail.text).toContain('Hi Luis,');
    expect(mail.text).toContain('https://app.example.com/sign-waiver/15');
    expect(mail.text).toContain('Version: 2027.1');
    expect(mail.html).toContain('href="https://app.example.com/sign-waiver/15"');
  });

  it('escapes the organization name in the HTML', () => {
    const mail = waiverReminderEmail(facts, recipient, 'https://app.example.com');
    expect(mail.html).not.toContain('<Blues>');
    expect(mail.html).toContain('Reds &amp; &lt;Blues&gt; League');
  });
});
