import { createHash } from 'node:crypto';
import { access, link, mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { nextMailKey } from '../idempotency/effect-key.ts';
import type { Logger } from '../logging/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. `List-Unsubscribe` on mails sent to a whole roster. */
  headers?: Record<string, string>;
}

/**
 * A mail sent from a worker's job has a Message-ID derived from the job's effect key (subscriber, event,
 * recipient, n-th mail of the run), so the same mail sent again by a retry after a crash carries the same
 * Message-ID. Receivers that deduplicate on it (the file mailer below; Gmail and most clients collapse
 * duplicates too) then see it once. A mail sent outside a job gets nodemailer's own random id.
 */
function messageIdFor(message: MailMessage, from: string): string | undefined {
  const key = nextMailKey(message.to);
  if (!key) return undefined;
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'playfield.local';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${domain}>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerSettings {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}

/**
 * Sends through SMTP when `SMTP_URL` is set. Without it (a developer's machine) every mail is written
 * as an .eml file under `<DATA_DIR>/mail/` and its path logged, so links in it can still be followed.
 */
export function createMailer(settings: MailerSettings): Mailer {
  if (settings.smtpUrl) return smtpMailer(nodemailer.createTransport(settings.smtpUrl), settings);
  return fileMailer(settings);
}

function smtpMailer(transport: Transporter, settings: MailerSettings): Mailer {
  return {
    async send(message) {
      const messageId = messageIdFor(message, settings.from);
      const info = await transport.sendMail({ from: settings.from, messageId, ...message });
      settings.logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent',
      );
    },
    close: () => transport.close(),
  };
}

function fileMailer(settings: MailerSettings): Mailer {
  const directory = resolve(settings.dataDir, 'mail');
  const delivered = join(directory, '.delivered');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
  const idOf = (messageId: string) => messageId.replace(/[^a-z0-9]/gi, '');
  return {
    async send(message) {
      const messageId = messageIdFor(message, settings.from);
      const info = await transport.sendMail({ from: settings.from, messageId, ...message });
      const id = idOf(info.messageId);
      await mkdir(messageId ? delivered : directory, { recursive: true });
      const written = messageId
        ? await deliverOnce(directory, delivered, id, info.message as Buffer, stamp)
        : await deliver(directory, `${stamp()}-${id}`, info.message as Buffer);
      settings.logger.info(
        { to: message.to, subject: message.subject, file: written ?? 'already delivered' },
        'mail written to file (no SMTP_URL)',
      );
    },
    close: () => transport.close(),
  };
}

/** Written aside, then renamed: whoever watches the folder never opens half a mail. */
async function deliver(directory: string, name: string, mail: Buffer): Promise<string> {
  const file = join(directory, `${name}.eml`);
  await writeFile(`${file}.part`, mail);
  await rename(`${file}.part`, file);
  return file;
}

/**
 * Delivers a mail with a deterministic Message-ID at most once, and at least once across a crash at any
 * point: the mail is written to `<id>.part`, hard-linked as `.delivered/<id>` (atomic; it fails when the
 * id was delivered before), then renamed into the folder. A retry that finds the link but still the
 * `.part` finishes the interrupted rename; one that finds the link alone has nothing left to do.
 */
async function deliverOnce(
  directory: string,
  delivered: string,
  id: string,
  mail: Buffer,
  stamp: () => string,
): Promise<string | undefined> {
  const part = join(directory, `${id}.part`);
  const marker = join(delivered, id);
  const file = () => join(directory, `${stamp()}-${id}.eml`);
  if (await exists(marker)) {
    if (!(await exists(part))) return undefined;
    const finished = file();
    await rename(part, finished);
    return finished;
  }
  await writeFile(part, mail);
  try {
    await link(part, marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  const finished = file();
  await rename(part, finished);
  return finished;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
