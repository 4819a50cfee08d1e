import { describe, expect, it } from 'vitest';
import type { Logger } from '../logging/logger.ts';
import type { MailMessage } from './mailer.ts';
import { budgetedMailer } from './notification-mailer.ts';

const message = (to: string): MailMessage => ({ to, subject: 'A game', text: 't', html: 'h' });
const logger = { info: () => undefined } as unknown as Logger;

describe('budgetedMailer', () => {
  it('sends while the recipient has budget left and drops the rest without failing', async () => {
    const sent: string[] = [];
    const left = new Map([['ana@example.com', 1]]);
    const mailer = budgetedMailer(
      { send: async (mail) => void sent.push(mail.to), close: () => undefined },
      {
        take: async (to) => {
          const n = left.get(to) ?? 0;
          left.set(to, n - 1);
          return n > 0;
        },
      },
      logger,
    );
    await mailer.send(message('ana@example.com'));
    await expect(mailer.send(message('ana@example.com'))).resolves.toBeUndefined();
    await mailer.send(message('ben@example.com'));
    expect(sent).toEqual(['ana@example.com']);
  });
});
