import { ROSTER_MESSAGES } from '../../../../contracts/clubs/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { type CaptainChange, leavesNoCaptain } from '../../domain/captaincy.ts';
import { RosterEntryEntity } from '../../infrastructure/roster-entry.entity.ts';
import type { ClubsDeps } from '../clubs-deps.ts';
import { assertCaptain, assertMember, lockTeam, soleCaptain, teamAccess } from '../team-access.ts';

export interface CaptainChangeResult {
  teamId: string;
  updated: Array<{ memberId: string; isCaptain: boolean }>;
  message: string;
}

/**
 * A captain makes or unmakes captains, one (PATCH …/roster/{memberId}) or several at once (…/bulk),
 * all or nothing. Under the team row's lock, so two captains unsetting each other at the same moment
 * take turns and the second one meets the last-captain rule.
 */
export async function changeCaptains(
  deps: ClubsDeps,
  actor: AuthenticatedMember,
  teamId: string,
  changes: CaptainChange[],
): Promise<CaptainChangeResult> {
  const access = await teamAccess(deps.em, teamId, actor.memberId);
  assertMember(access);
  assertCaptain(access);
  const updated = await deps.em.transactional(async (tx) => {
    await lockTeam(tx, teamId);
    const entries = await tx.find(RosterEntryEntity, { teamId });
    const byMember = new Map(entries.map((entry) => [entry.memberId, entry]));
    assertCaptain({ ...access, isCaptain: byMember.get(actor.memberId)?.isCaptain === true });
    for (const change of changes) {
      if (!byMember.has(change.memberId)) throw notFound(ROSTER_MESSAGES.notOnRoster);
    }
    const captains = new Set(entries.filter((entry) => entry.isCaptain).map((entry) => entry.memberId));
    if (leavesNoCaptain(captains, changes)) throw soleCaptain();
    const done: CaptainChangeResult['updated'] = [];
    for (const change of changes) {
      const entry = byMember.get(change.memberId)!;
      if (entry.isCaptain === change.isCaptain) continue;
      entry.isCaptain = change.isCaptain;
      done.push({ memberId: change.memberId, isCaptain: change.isCaptain });
      recordEvent(tx, 'clubs.captain-changed', { teamId, ...change, actorId: actor.memberId });
    }
    return done;
  });
  return { teamId, updated, message: ROSTER_MESSAGES.updated };
}
