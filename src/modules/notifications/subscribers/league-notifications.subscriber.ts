import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import { registrationNotice } from '../../leagues/index.ts';
import { staffMemberIds } from '../../organizations/index.ts';
import { storeNotifications } from '../application/store-notifications.ts';

/**
 * league_registration (spec §3), from the leagues module's `leagues.registration-completed`: the member who
 * registered (a team's captain, or the free agent) and the coordinators of the league's organization.
 */
export function leagueNotificationSubscribers(identity: IdentityReadApi): AnyEventSubscriber[] {
  const subscriber = defineSubscriber({
    name: 'notifications.notify-league-registration',
    event: 'leagues.registration-completed',
    async handle({ id, payload }, { em }) {
      const notice = await registrationNotice(em, payload.registrationId);
      if (!notice) return;
      const who = notice.team ? notice.team.name : 'A free agent';
      const metaData = notice.team ? { team: notice.team } : {};
      await storeNotifications(em, identity, {
        type: 'league_registration',
        text: notice.team
          ? `${notice.team.name} is registered in ${notice.leagueName}.`
          : `You are registered in ${notice.leagueName} as a free agent.`,
        metaData,
        sourceId: id,
        actorId: null,
        candidateIds: [payload.memberId],
      });
      const coordinators = await staffMemberIds(em, payload.organizationId, 'coordinator');
      await storeNotifications(em, identity, {
        type: 'league_registration',
        text: `${who} registered in ${notice.leagueName}.`,
        metaData,
        // Its own source (a registration completes once), so each push carries only its own text.
        sourceId: payload.registrationId,
        // The registrant already has theirs.
        actorId: null,
        candidateIds: coordinators.filter((memberId) => memberId !== payload.memberId),
      });
    },
  });
  return [subscriber];
}
