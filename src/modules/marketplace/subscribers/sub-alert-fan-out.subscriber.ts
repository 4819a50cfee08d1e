import { defineSubscriber, recordEvent } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import { teamRosterMemberIds } from '../../clubs/index.ts';
import { claimSubAlertMatches } from '../application/sub-alerts/match-sub-alerts.ts';
import {
  SUB_REQUEST_COLUMNS,
  type SubRequestRow,
  toSubRequestDto,
} from '../application/subs/sub-request-rows.ts';

// The sub-alert fan-out (issue 20): a new sub request finds the players whose alert matches it (one
// statement that also claims their hourly e-mail slots) and records who they are, with the request as
// the alert shows it, in `marketplace.sub-alerts-matched`, in the job's transaction with its inbox row:
// a retried job matches and claims nothing twice. The notifications module tells them (bell and e-mail).

export const matchSubAlerts = (clock: Clock) =>
  defineSubscriber({
    name: 'marketplace.match-sub-alerts',
    event: 'marketplace.sub-request-posted',
    async handle({ payload }, { em }) {
      const now = clock.now();
      // Still open and ahead (a late job alerts nobody to a filled or started game), as it is now.
      const [row] = await em.execute<SubRequestRow[]>(
        `select ${SUB_REQUEST_COLUMNS} from sub_request where id = ? and status = 'open' and starts_at > ?`,
        [payload.requestId, now],
      );
      if (!row) return;
      const request = toSubRequestDto(row, now);
      // The team's own players are never its subs (clubs' read API).
      const roster = await teamRosterMemberIds(em, request.team.id);
      const recipients = await claimSubAlertMatches(
        em,
        {
          workspaceId: request.workspaceId,
          day: request.day,
          positions: request.positions,
          excludedMemberIds: [row.posted_by, ...roster.map((entry) => entry.memberId)],
        },
        now,
      );
      if (recipients.length === 0) return;
      const { id, eventId, eventKind, team, title, addressName, startsAt, timeZone, day } = request;
      const { workspaceId, city, needed, positions, level, feeShare, note } = request;
      recordEvent(em, 'marketplace.sub-alerts-matched', {
        requestId: id,
        postedBy: row.posted_by,
        request: {
          ...{ id, eventId, eventKind, team, title, addressName, startsAt, timeZone, day },
          ...{ workspaceId, city, needed, positions, level, feeShare, note },
        },
        recipients,
      });
    },
  });
