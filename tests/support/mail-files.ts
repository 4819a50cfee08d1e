import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// A folder of .eml files: what the server writes without SMTP_URL (src/platform/mail/mailer.ts), or
// what the end-to-end run's SMTP catcher received over the wire. These helpers read them the way a
// person reads their inbox: the newest mail to an address, its text, and the link in it.

export interface MailFile {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable (RFC 2045): soft line breaks `=\n` vanish, `=XX` are bytes of UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` encoded words in a header. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g,
    (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || boundary === undefined) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitHeaders(section.replace(/^\n/, ''))));
}

export function parseEml(file: string, raw: string): MailFile {
  const message = splitHeaders(raw);
  const parts = leafParts(message);
  const ofType = (type: string) =>
    parts
      .filter((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type))
      .map(decodeBody)
      .join('\n');
  return {
    file,
    to: decodeHeader(message.headers.get('to') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: ofType('text/plain'),
    html: ofType('text/html'),
  };
}

async function mailsTo(mailDir: string, address: string): Promise<MailFile[]> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch {
    return []; // No mail written yet: the directory appears with the first one.
  }
  // File names start with the ISO time they were written, so the name order is the arrival order.
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(
    files.map(async (name) => parseEml(name, await readFile(join(mailDir, name), 'utf8'))),
  );
  return mails.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

export interface WaitForMailOptions {
  /** Only a mail whose subject matches. */
  subject?: RegExp;
  /** Only mails that arrived after these (the files already read): the next mail, not an old one. */
  after?: ReadonlyArray<MailFile>;
  timeoutMs?: number;
}

/** The newest mail to `address` (matching the options), waiting for it to be written. */
export async function waitForMail(
  mailDir: string,
  address: string,
  { subject, after = [], timeoutMs = 20_000 }: WaitForMailOptions = {},
): Promise<MailFile> {
  const seen = new Set(after.map((mail) => mail.file));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await mailsTo(mailDir, address)).filter(
      (mail) => !seen.has(mail.file) && (subject === undefined || subject.test(mail.subject)),
    );
    const newest = matching.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${address}${subject ? ` with subject ${subject}` : ''} within ${timeoutMs} ms`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Every mail to `address` so far: pass as `after` to wait for the next one. */
export function mailsSoFar(mailDir: string, address: string): Promise<MailFile[]> {
  return mailsTo(mailDir, address);
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;|&#61;/gi, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The first link in the mail whose path starts with `path` (`/verify`, `/reset-password`). */
export function linkIn(mail: MailFile, path: string): URL {
  const candidates = [
    ...(mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []),
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => decodeEntities(match[1]!)),
  ];
  for (const candidate of candidates) {
    try {
      const url = new URL(candidate);
      if (url.pathname.startsWith(path)) return url;
    } catch {
      // Not a URL after all.
    }
  }
  throw new Error(`No ${path} link in the mail "${mail.subject}" (${mail.file})`);
}
