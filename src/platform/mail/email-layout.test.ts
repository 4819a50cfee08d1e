import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout.ts';

const content = {
  to: 'ana@example.com',
  subject: 'Verify your e-mail',
  preheader: 'One click and you are in.',
  heading: 'Welcome, Ana <3',
  paragraphs: ['Confirm this address to finish signing up.'],
  action: {
    label: 'VERIFY E-MAIL',
    url: 'https://app.example.com/verify?email=ana%40example.com&verificationToken=abc',
  },
  details: [['Team', 'Reds & Blues'] as [string, string]],
};

describe('renderEmail', () => {
  it('escapes user-provided text in the HTML', () => {
    const mail = renderEmail(content);
    expect(mail.html).toContain('Welcome, Ana &lt;3');
    expect(mail.html).toContain('Reds &amp; Blues');
    expect(mail.html).not.toContain('Ana <3');
  });

  it('puts the action link in the HTML and the plain text', () => {
    const mail = renderEmail(content);
    expect(mail.html).toContain(
      'href="https://app.example.com/verify?email=ana%40example.com&amp;verificationToken=abc"',
    );
    expect(mail.text).toContain(
      'VERIFY E-MAIL: https://app.example.com/verify?email=ana%40example.com&verificationToken=abc',
    );
    expect(mail.text).toContain('Team: Reds & Blues');
  });
});
