import {
  SUB_ALERT_MESSAGES as M,
  SUB_ALERT_UNSUBSCRIBE_PAGE_PATH,
  type SubAlertUnsubscribeLink,
  type SubAlertUnsubscribeStateDto,
} from '../../../../contracts/marketplace/sub-alerts.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { type Config, DEV_JWT_SECRET } from '../../../../platform/config/config.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden } from '../../../../platform/errors/app-error.ts';
import type { UnsubscribeLinks } from '../../../identity/index.ts';
import { workspaceById } from '../../../organizations/index.ts';
import { isUuid } from '../../domain/sql-text.ts';
import {
  isSubAlertUnsubscribeToken,
  subAlertUnsubscribeKey,
  subAlertUnsubscribeToken,
} from '../../domain/sub-alert-rules.ts';
import { type SubAlertVia, subAlertRow } from './manage-sub-alert.ts';

// The alert e-mails' unsubscribe link (issue 20): `/api/marketplace/sub-alert/unsubscribe?member&token`,
// signed with the server's secret for this purpose only (platform/crypto, as identity's e-mail links).
// GET tells what it would do and changes nothing (mail scanners open links); POST, from the SPA page's
// button or a mail client's RFC 8058 one-click, turns the alert's e-mails off. The bell alerts stay.

export interface SubAlertLinkSettings {
  /** The app's public address without a trailing slash. */
  publicUrl: string;
  key: Buffer;
}

export const subAlertLinkSettings = (config: Config): SubAlertLinkSettings => ({
  publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
  key: subAlertUnsubscribeKey(config.JWT_SECRET ?? DEV_JWT_SECRET),
});

/** Marketplace read API: what an alert e-mail to `memberId` carries to unsubscribe (page and one-click). */
export function subAlertUnsubscribeLinks(settings: SubAlertLinkSettings, memberId: string): UnsubscribeLinks {
  const query = new URLSearchParams({
    member: memberId,
    token: subAlertUnsubscribeToken(settings.key, memberId),
  }).toString();
  return {
    url: `${settings.publicUrl}${SUB_ALERT_UNSUBSCRIBE_PAGE_PATH}?${query}`,
    oneClickUrl: `${settings.publicUrl}/api/marketplace/sub-alert/unsubscribe?${query}`,
  };
}

export interface SubAlertUnsubscribeDeps {
  em: EntityManager;
  clock: Clock;
  key: Buffer;
}

/** The link's member once its token checks out; a malformed or forged link is a 403. */
function linkMember(deps: SubAlertUnsubscribeDeps, link: SubAlertUnsubscribeLink): string {
  if (!isUuid(link.member) || !isSubAlertUnsubscribeToken(deps.key, link.member, link.token))
    throw forbidden(M.badLink);
  return link.member;
}

async function stateOf(em: EntityManager, emails: boolean, workspaceId: number | undefined) {
  const city = workspaceId === undefined ? undefined : await workspaceById(em, workspaceId);
  return { emails, cityName: city?.name ?? null };
}

/** GET: whether the link's member gets alert e-mails now (no alert: no e-mails). */
export async function subAlertUnsubscribeState(
  deps: SubAlertUnsubscribeDeps,
  link: SubAlertUnsubscribeLink,
): Promise<SubAlertUnsubscribeStateDto> {
  const row = await subAlertRow(deps.em, linkMember(deps, link));
  return stateOf(deps.em, row?.email ?? false, row ? Number(row.workspace_id) : undefined);
}

/**
 * POST: the alert's e-mails off, the alert itself (the bell) on. Only a real change records
 * `marketplace.sub-alert-changed`, so a mail client repeating its one-click POST changes nothing twice.
 */
export async function unsubscribeSubAlertEmails(
  deps: SubAlertUnsubscribeDeps,
  link: SubAlertUnsubscribeLink,
  via: Exclude<SubAlertVia, 'settings'>,
): Promise<SubAlertUnsubscribeStateDto> {
  const memberId = linkMember(deps, link);
  const workspaceId = await deps.em.transactional(async (em) => {
    const row = await subAlertRow(em, memberId, true);
    if (!row) return undefined;
    if (row.email) {
      await em.execute('update sub_alert set email = false, updated_at = ? where member_id = ?', [
        deps.clock.now(),
        memberId,
      ]);
      recordEvent(em, 'marketplace.sub-alert-changed', {
        memberId,
        workspaceId: Number(row.workspace_id),
        on: true,
        email: false,
        changed: ['email'],
        via,
      });
    }
    return Number(row.workspace_id);
  });
  return { ...(await stateOf(deps.em, false, workspaceId)), message: M.unsubscribed };
}
