import type { MailMessage } from './mailer.ts';

export interface EmailContent {
  to: string;
  subject: string;
  /** The first line inbox previews show. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Several buttons side by side (e.g. YES / NO / MAYBE), each link also given as text. */
  actions?: Array<{ label: string; url: string }>;
  /** Extra headers, passed to the mailer as they are (`List-Unsubscribe`). */
  headers?: Record<string, string>;
  /** Label/value rows, e.g. the fields of a demo request. */
  details?: Array<[string, string]>;
  /** Small print under the body: why the reader got this mail. */
  footnote?: string;
  /** A visible "Unsubscribe" link under the footnote (and in the plain-text part). */
  unsubscribeUrl?: string;
  /**
   * An optional e-mail's unsubscribe links (identity's `unsubscribeLink`): `url` becomes the visible
   * "Unsubscribe" link, `oneClickUrl` the RFC 8058 `List-Unsubscribe` + `List-Unsubscribe-Post` headers.
   */
  unsubscribe?: { url: string; oneClickUrl: string };
  replyTo?: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const BRAND = '#5b21b6';
const FONT = "'Open Sans', 'Segoe UI', Helvetica, Arial, sans-serif";

/**
 * Every e-mail in the product's look: a purple header, one heading, short paragraphs, at most one
 * button (with its link repeated as text for clients that block buttons) and a plain-text twin.
 * Inline styles and tables because that is what mail clients render reliably.
 */
export function renderEmail(input: EmailContent): MailMessage {
  const content: EmailContent = input.unsubscribe
    ? {
        ...input,
        unsubscribeUrl: input.unsubscribe.url,
        headers: {
          ...input.headers,
          'List-Unsubscribe': `<${input.unsubscribe.oneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }
    : input;
  const paragraphs = content.paragraphs
    .map((text) => `<p style="margin:0 0 16px;font:16px/24px ${FONT};color:#1f1a2e">${escapeHtml(text)}</p>`)
    .join('');
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">${content.details
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:6px 12px 6px 0;font:600 14px/20px ${FONT};color:#4c1d95;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;font:14px/20px ${FONT};color:#1f1a2e;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font:700 16px/24px ${FONT};padding:12px 24px;border-radius:8px">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font:13px/20px ${FONT};color:#5b5670">Or paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const actions = content.actions?.length
    ? `<p style="margin:24px 0">${content.actions
        .map(
          (button) =>
            `<a href="${escapeHtml(button.url)}" style="display:inline-block;margin:0 8px 8px 0;background:${BRAND};color:#ffffff;text-decoration:none;font:700 16px/24px ${FONT};padding:12px 24px;border-radius:8px">${escapeHtml(button.label)}</a>`,
        )
        .join('')}</p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font:12px/18px ${FONT};color:#6b6580">${escapeHtml(content.footnote)}</p>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:8px 0 0;font:12px/18px ${FONT};color:#6b6580"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${BRAND}">Unsubscribe</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f5f3ff"><span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff;padding:24px 12px"><tr><td align="center"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden"><tr><td style="background:${BRAND};padding:20px 28px;font:800 22px/28px ${FONT};color:#ffffff;letter-spacing:.5px">Playfield</td></tr><tr><td style="padding:28px"><h1 style="margin:0 0 16px;font:700 22px/30px ${FONT};color:#2e1065">${escapeHtml(content.heading)}</h1>${paragraphs}${details}${actions}${action}${footnote}${unsubscribe}</td></tr></table></td></tr></table></body></html>`;

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.details?.length ? [''] : []),
    ...(content.actions ?? []).map((button) => `${button.label}: ${button.url}`),
    ...(content.actions?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote] : []),
    ...(content.unsubscribeUrl ? ['', `Unsubscribe: ${content.unsubscribeUrl}`] : []),
  ]
    .join('\n')
    .trimEnd();

  return {
    to: content.to,
    subject: content.subject,
    html,
    text: `${text}\n`,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.headers ? { headers: content.headers } : {}),
  };
}
