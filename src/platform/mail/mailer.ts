import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
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
      const info = await transport.sendMail({ from: settings.from, ...message });
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
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      await mkdir(directory, { recursive: true });
      const file = join(
        directory,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`,
      );
      // Written aside, then renamed: whoever watches the folder never opens half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      settings.logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to file (no SMTP_URL)',
      );
    },
    close: () => transport.close(),
  };
}
