import { z } from 'zod';
import { GAME_DAYS, type GameDay } from '../leagues/league.ts';
import { FREE_AGENT_POSITIONS, type FreeAgentPosition } from './free-agents.ts';
import { cityField } from './paging.ts';

// Issue 20 "Subs": a player opts in to sub alerts for a city, days and positions. A new sub request
// that matches (its city, its game's weekday, one of its positions) reaches them in the bell, live, and
// by e-mail at most once an hour, with a one-click unsubscribe that turns the alert's e-mails off.
//
// GET    /api/marketplace/sub-alert            the caller's alert, `data: SubAlertDto | null`
// PUT    /api/marketplace/sub-alert            SubAlertInput: turn on or change; `data: SubAlertDto`
// DELETE /api/marketplace/sub-alert            turn off; `data: null`
// GET|POST /api/marketplace/sub-alert/unsubscribe?member&token   the e-mails' List-Unsubscribe URL
//   (RFC 8058 one-click, no session, a signed link): e-mails off, bell alerts stay.

export const SUB_ALERT_MESSAGES = {
  city: 'Choose one of the cities.',
  days: `Choose at least one day: ${GAME_DAYS.join(', ')}`,
  positions: `Choose at least one position: ${FREE_AGENT_POSITIONS.join(', ')}`,
  email: 'E-mail must be true or false',
  saved: 'Sub alerts are on.',
  off: 'Sub alerts are off.',
  unsubscribed: 'You will no longer get sub alert e-mails.',
  badLink: 'This unsubscribe link is not valid.',
} as const;

export const subAlertSchema = z.object({
  workspaceId: cityField,
  days: z
    .array(z.enum(GAME_DAYS, { error: SUB_ALERT_MESSAGES.days }), { error: SUB_ALERT_MESSAGES.days })
    .min(1, SUB_ALERT_MESSAGES.days)
    .max(GAME_DAYS.length, SUB_ALERT_MESSAGES.days)
    .transform((picked) => GAME_DAYS.filter((day) => picked.includes(day))),
  positions: z
    .array(z.enum(FREE_AGENT_POSITIONS, { error: SUB_ALERT_MESSAGES.positions }), {
      error: SUB_ALERT_MESSAGES.positions,
    })
    .min(1, SUB_ALERT_MESSAGES.positions)
    .max(FREE_AGENT_POSITIONS.length, SUB_ALERT_MESSAGES.positions)
    .transform((picked) => FREE_AGENT_POSITIONS.filter((value) => picked.includes(value))),
  /** Alert e-mails besides the bell (at most one an hour). */
  email: z.boolean({ error: SUB_ALERT_MESSAGES.email }).default(true),
});
export type SubAlertInput = z.output<typeof subAlertSchema>;

export interface SubAlertDto {
  workspaceId: number;
  cityName: string;
  days: GameDay[];
  positions: FreeAgentPosition[];
  email: boolean;
  updatedAt: string;
}

/** At most one alert e-mail per player in this window; the bell gets every match. */
export const SUB_ALERT_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

/** The query of an alert e-mail's unsubscribe link (the API's and the SPA page's alike). */
export const subAlertUnsubscribeLinkSchema = z.object({
  member: z.string({ error: SUB_ALERT_MESSAGES.badLink }).max(64, SUB_ALERT_MESSAGES.badLink),
  token: z.string({ error: SUB_ALERT_MESSAGES.badLink }).max(128, SUB_ALERT_MESSAGES.badLink),
});
export type SubAlertUnsubscribeLink = z.output<typeof subAlertUnsubscribeLinkSchema>;

/**
 * GET (changes nothing: mail scanners open links) and POST /api/marketplace/sub-alert/unsubscribe: whether
 * the link's member gets sub alert e-mails now, and the city of their alert (null: no alert). A forged or
 * malformed link is a 403 with `SUB_ALERT_MESSAGES.badLink`.
 */
export interface SubAlertUnsubscribeStateDto {
  emails: boolean;
  cityName: string | null;
  /** After the POST: `SUB_ALERT_MESSAGES.unsubscribed`. */
  message?: string;
}

/**
 * The SPA page an alert e-mail's visible "Unsubscribe" link opens (`?member&token` as in the API): it
 * shows the state (GET) and turns the e-mails off with its button (POST, no session needed). The mail's
 * `List-Unsubscribe` header points at the API itself for RFC 8058 one-click.
 */
export const SUB_ALERT_UNSUBSCRIBE_PAGE_PATH = '/sub-alerts/unsubscribe';
