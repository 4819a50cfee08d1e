import { type AnyEventSubscriber, defineSubscriber, requireRow } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import {
  pickupGroupAdminIds,
  pickupGroupRoleOf,
  teamRoleOf,
  teamRosterMemberIds,
} from '../../clubs/index.ts';
import { teamEventFacts, teamEventSubIds } from '../../events/index.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import { storeNotifications } from '../application/store-notifications.ts';
import { notificationText } from '../domain/notification-text.ts';

// One subscriber per (event, notification type): each stores one notification per recipient in the
// job's transaction (ctx.em, with the inbox row), so a retried job stores nothing twice.

async function personOf(identity: IdentityReadApi, memberId: string) {
  const summary = (await identity.memberSummaries([memberId])).get(memberId);
  return summary && { id: memberId, firstName: summary.firstName, lastName: summary.lastName };
}

async function teamName(em: EntityManager, teamId: string) {
  return (await teamRoleOf(em, teamId, undefined))?.team.name;
}

/** A team event as a notification's metadata shows it. */
const eventMetaOf = (event: { id: string; title: string; startsAt: Date; timeZone: string }) => ({
  id: event.id,
  title: event.title,
  dateAndTime: event.startsAt.toISOString(),
  kind: 'event' as const,
  timeZone: event.timeZone,
});

const rosterIds = async (em: EntityManager, teamId: string) =>
  (await teamRosterMemberIds(em, teamId)).map((entry) => entry.memberId);

/** Who plays a team event: its team's roster and the game's subs (issue 20, not on the team). */
const playerIds = async (em: EntityManager, teamId: string, eventId: string) => {
  const [roster, subs] = await Promise.all([rosterIds(em, teamId), teamEventSubIds(em, eventId)]);
  return [...roster, ...subs];
};

/**
 * Tells a team event's roster (and its subs) that it was scheduled or changed, with the team, the event
 * and who did it in the notification's metadata. An event deleted meanwhile has its own notification:
 * the worker records this job as row-gone.
 */
async function notifyRosterOfTeamEvent(
  em: EntityManager,
  identity: IdentityReadApi,
  sourceId: string,
  payload: { eventId: string; teamId: string; actorId: string },
  type: 'event_created' | 'event_updated',
  text: (actor: Awaited<ReturnType<typeof personOf>>, title: string, team: string) => string,
) {
  const [eventRow, teamRow, actor] = await Promise.all([
    teamEventFacts(em, payload.eventId),
    teamName(em, payload.teamId),
    personOf(identity, payload.actorId),
  ]);
  const event = requireRow(eventRow, 'team_event', payload.eventId);
  const team = requireRow(teamRow, 'team', payload.teamId);
  await storeNotifications(em, identity, {
    type,
    text: text(actor, event.title, team),
    metaData: {
      team: { id: payload.teamId, name: team },
      event: eventMetaOf(event),
      ...(actor ? { member: actor } : {}),
    },
    sourceId,
    actorId: payload.actorId,
    candidateIds: await playerIds(em, payload.teamId, payload.eventId),
  });
}

type Deps = Pick<NotificationsDeps, 'identity'>;

export function notifySubscribers(deps: Deps): AnyEventSubscriber[] {
  const { identity } = deps;
  const subscribers = [
    defineSubscriber({
      name: 'notifications.notify-roster-on-event-created',
      event: 'events.event-created',
      async handle({ id, payload }, { em }) {
        await notifyRosterOfTeamEvent(
          em,
          identity,
          id,
          payload,
          'event_created',
          notificationText.eventCreated,
        );
      },
    }),
    defineSubscriber({
      name: 'notifications.notify-roster-on-event-updated',
      event: 'events.event-updated',
      async handle({ id, payload }, { em }) {
        if (payload.changed.length === 0) return;
        await notifyRosterOfTeamEvent(em, identity, id, payload, 'event_updated', (_actor, title, team) =>
          notificationText.eventUpdated(title, team),
        );
      },
    }),
    defineSubscriber({
      name: 'notifications.notify-roster-on-event-deleted',
      event: 'events.event-deleted',
      async handle({ id, payload }, { em }) {
        const actor = await personOf(identity, payload.actorId);
        await storeNotifications(em, identity, {
          type: 'event_deleted',
          text: notificationText.eventDeleted(actor, payload.event.title, payload.event.teamName),
          metaData: {
            team: { id: payload.teamId, name: payload.event.teamName },
            event: {
              id: payload.eventId,
              title: payload.event.title,
              dateAndTime: payload.event.startsAt,
              kind: 'event',
              timeZone: payload.event.timeZone,
            },
            ...(actor ? { deletor: actor } : {}),
          },
          sourceId: id,
          actorId: payload.actorId,
          candidateIds: payload.memberIds,
        });
      },
    }),
    defineSubscriber({
      name: 'notifications.notify-roster-on-comment',
      event: 'events.comment-added',
      async handle({ id, payload }, { em }) {
        const { comment } = payload;
        const [eventRow, teamRow] = await Promise.all([
          teamEventFacts(em, payload.eventId),
          teamName(em, payload.teamId),
        ]);
        const event = requireRow(eventRow, 'team_event', payload.eventId);
        const team = requireRow(teamRow, 'team', payload.teamId);
        const author = {
          id: comment.memberId,
          firstName: comment.author.firstName,
          lastName: comment.author.lastName,
        };
        await storeNotifications(em, identity, {
          type: 'event_comment',
          text: notificationText.eventComment(author, event.title, comment.content),
          metaData: {
            team: { id: payload.teamId, name: team },
            event: eventMetaOf(event),
            member: author,
            comment: { id: comment.id, content: comment.content.slice(0, 200) },
          },
          sourceId: id,
          actorId: comment.memberId,
          candidateIds: await playerIds(em, payload.teamId, payload.eventId),
        });
      },
    }),
    defineSubscriber({
      name: 'notifications.notify-roster-on-member-joined',
      event: 'clubs.member-joined',
      async handle({ id, payload }, { em }) {
        // The team's creator and seeded demo rosters are not news to anyone.
        if (payload.via === 'created-team' || payload.via === 'seed' || payload.via === 'onboarding') return;
        const [teamRow, member] = await Promise.all([
          teamName(em, payload.teamId),
          personOf(identity, payload.memberId),
        ]);
        const team = requireRow(teamRow, 'team', payload.teamId);
        await storeNotifications(em, identity, {
          type: 'new_member_joined',
          text: notificationText.memberJoinedTeam(member, team),
          metaData: { team: { id: payload.teamId, name: team }, ...(member ? { member } : {}) },
          sourceId: id,
          actorId: payload.memberId,
          candidateIds: await rosterIds(em, payload.teamId),
        });
      },
    }),
    defineSubscriber({
      name: 'notifications.notify-admins-on-group-member-joined',
      event: 'clubs.pickup-group-member-joined',
      async handle({ id, payload }, { em }) {
        if (payload.via === 'created-group' || payload.via === 'seed') return;
        const [role, member] = await Promise.all([
          pickupGroupRoleOf(em, payload.pickupGroupId, undefined),
          personOf(identity, payload.memberId),
        ]);
        if (!role) return;
        const group = { id: role.group.id, name: role.group.name };
        await storeNotifications(em, identity, {
          type: 'new_member_joined',
          text: notificationText.memberJoinedGroup(member, group.name),
          metaData: { pickup: group, ...(member ? { member } : {}) },
          sourceId: id,
          actorId: payload.memberId,
          candidateIds: await pickupGroupAdminIds(em, payload.pickupGroupId),
        });
      },
    }),
  ];
  return subscribers;
}
