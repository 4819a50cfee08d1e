import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/platform/mail/mailer.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher.ts';

const logger = pino({ level: 'silent' });
const message = {
  to: 'captain@example.com',
  subject: 'Your match kicks off soon',
  text: 'Kickoff at 7:30 PM. Open https://app.example.com/events',
  html: '<p>Kickoff at <strong>7:30 PM</strong>.</p>',
};

describe('mailer over SMTP', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp.close());

  it('delivers HTML and plain text to the SMTP server from the configured sender', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Playfield <no-reply@playfield.test>',
      dataDir: '.data',
      logger,
    });
    await mailer.send(message);
    mailer.close();
    const mail = await smtp.waitFor((caught) => caught.to.includes('captain@example.com'));
    expect(mail.from).toBe('no-reply@playfield.test');
    expect(mail.raw).toContain('Subject: Your match kicks off soon');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
  });
});

describe('mailer without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each mail as an .eml file under the data directory', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Playfield <no-reply@playfield.test>',
      dataDir,
      logger,
    });
    await mailer.send(message);
    const files = await readdir(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: captain@example.com');
    expect(eml).toContain('Subject: Your match kicks off soon');
  });
});
