import { link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithEffectKey } from '../../src/platform/idempotency/effect-key.ts';
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

  it("gives a job's mail the same Message-ID when a retry sends it again", async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Playfield <no-reply@playfield.test>',
      dataDir: '.data',
      logger,
    });
    const to = 'retried@example.com';
    for (let attempt = 0; attempt < 2; attempt++)
      await runWithEffectKey('events.mail-roster:0190aa', () => mailer.send({ ...message, to }));
    await runWithEffectKey('events.mail-roster:0190bb', () => mailer.send({ ...message, to }));
    mailer.close();
    const caught = () => smtp.mails.filter((mail) => mail.to.includes(to));
    await smtp.waitFor(() => caught().length === 3);
    const [first, retried, other] = caught().map((mail) => messageIdOf(mail.raw));
    expect(first).toMatch(/^<[0-9a-f]{40}@playfield\.test>$/);
    // The SMTP server takes the retry as a mail of its own; the reader's client collapses it by id.
    expect(retried).toBe(first);
    expect(other).not.toBe(first);
  });
});

const messageIdOf = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';

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

describe('mailer without SMTP_URL, a job retried after a crash', () => {
  let dataDir: string;
  const from = 'Playfield <no-reply@playfield.test>';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mail-once-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const emls = async () => (await readdir(join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));

  it('writes the mail of a retried job once, and finishes a delivery a crash interrupted', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from, dataDir, logger });
    const send = (to: string) =>
      runWithEffectKey('events.mail-roster:0190cc', () => mailer.send({ ...message, to }));
    await send('once@example.com');
    await send('once@example.com');
    expect(await emls()).toHaveLength(1);

    // A worker killed after the atomic link and before the rename left the mail aside: the retry
    // puts it in the folder, once.
    const directory = join(dataDir, 'mail');
    const probe = createMailer({ smtpUrl: undefined, from, dataDir: join(dataDir, 'probe'), logger });
    await runWithEffectKey('events.mail-roster:0190cc', () =>
      probe.send({ ...message, to: 'crash@example.com' }),
    );
    const [probed] = (await readdir(join(dataDir, 'probe', 'mail'))).filter((name) => name.endsWith('.eml'));
    const id = probed!.replace(/^.*-([0-9a-z]+)\.eml$/i, '$1');
    await mkdir(join(directory, '.delivered'), { recursive: true });
    await writeFile(join(directory, `${id}.part`), 'Subject: interrupted\n\nbody');
    await link(join(directory, `${id}.part`), join(directory, '.delivered', id));
    await send('crash@example.com');
    await send('crash@example.com');
    const after = await emls();
    expect(after).toHaveLength(2);
    const finished = after.find((name) => name.includes(id))!;
    expect(await readFile(join(directory, finished), 'utf8')).toContain('Subject: interrupted');
  });
});
