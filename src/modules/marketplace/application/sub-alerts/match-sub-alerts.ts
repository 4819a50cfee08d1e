import type { EntityManager } from '../../../../platform/db/orm.ts';
import { emailWindowStart } from '../../domain/sub-alert-rules.ts';
import { arrayLiteral } from '../subs/sub-request-rows.ts';

// The sub-alert fan-out's one statement (issue 20): every player whose alert matches a new sub request,
// each with whether this match claimed their hourly e-mail slot.

export interface SubAlertMatchQuery {
  workspaceId: number;
  /** The weekday the game is played on where it is played. */
  day: string;
  positions: readonly string[];
  /** The posting captain and the team's roster: never alerted to their own team's request. */
  excludedMemberIds: readonly string[];
}

export interface SubAlertMatch {
  memberId: string;
  /** This match took the player's e-mail slot: they get an e-mail as well as the bell. */
  email: boolean;
}

/**
 * Matches (the alert's city is the request's, the game's weekday one of its days, a position in
 * common) and, in the same statement, claims the e-mail slot of the matched players who want e-mails
 * and were not mailed within the window: `last_emailed_at` is set only where it is still old, and a
 * concurrent claim waits for the row and then re-checks that condition, so two requests at once, or a
 * retried job, never give a player two e-mails within the hour. One statement however many alerts.
 */
export async function claimSubAlertMatches(
  em: EntityManager,
  query: SubAlertMatchQuery,
  now: Date,
): Promise<SubAlertMatch[]> {
  const rows = await em.execute<Array<{ member_id: string; email: boolean }>>(
    `with matched as (
       select member_id from sub_alert
       where workspace_id = ? and ? = any(days) and positions && ?::text[]
         and member_id <> all(?::uuid[])
     ), mailed as (
       update sub_alert a set last_emailed_at = ?
       from matched m
       where a.member_id = m.member_id and a.email
         and (a.last_emailed_at is null or a.last_emailed_at <= ?)
       returning a.member_id
     )
     select m.member_id, (x.member_id is not null) as email
     from matched m left join mailed x on x.member_id = m.member_id
     order by m.member_id`,
    [
      query.workspaceId,
      query.day,
      arrayLiteral(query.positions),
      arrayLiteral(query.excludedMemberIds),
      now,
      emailWindowStart(now),
    ],
  );
  return rows.map((row) => ({ memberId: row.member_id, email: row.email }));
}
