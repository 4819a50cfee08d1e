import {
  eventTimeZoneOf,
  formatEventDate,
  RSVP_LINK_PARAMS,
  type RsvpStatus,
} from '../../../contracts/events/index.ts';
import {
  type AnyEventSubscriber,
  defineSubscriber,
  type EventName,
  requireRow,
} from '../../../platform/bus/index.ts';
import type { EntityManager, MikroORM } from '../../../platform/db/orm.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer, MailMessage } from '../../../platform/mail/mailer.ts';
import { teamRoleOf, teamRosterMemberIds } from '../../clubs/index.ts';
import type { IdentityReadApi, MailRecipient, UnsubscribeLinks } from '../../identity/index.ts';
import type { CalendarEntry } from '../application/calendar-feed/render-calendar.ts';
import { teamEventFacts } from '../application/queries/event-read-api.ts';
import { teamEventSubIds } from '../application/queries/event-subs.query.ts';
import { recordEventMailSent } from '../infrastructure/event-mail.store.ts';

export interface EventMailDeps {
  mailer: Mailer;
  orm: MikroORM;
  publicUrl: string;
  identity: IdentityReadApi;
}

/** What an event e-mail says about the game: the facts a calendar entry has too. */
export type EventMailFacts = Pick<
  CalendarEntry,
  'eventId' | 'teamName' | 'title' | 'addressName' | 'startsAt' | 'timeZone'
>;

const RSVP_BUTTONS: Array<[RsvpStatus, string]> = [
  ['yes', 'YES'],
  ['no', 'NO'],
  ['maybe', 'MAYBE'],
];

/** The SPA route that records an e-mail RSVP: `/team-event/{eventId}?rsvpStatus&eventId&memberId`. */
export function rsvpLink(publicUrl: string, eventId: string, memberId: string, status: RsvpStatus): string {
  const query = new URLSearchParams({
    [RSVP_LINK_PARAMS.status]: status,
    [RSVP_LINK_PARAMS.eventId]: eventId,
    [RSVP_LINK_PARAMS.memberId]: memberId,
  });
  return `${publicUrl}/team-event/${eventId}?${query.toString()}`;
}

const whenOf = (facts: EventMailFacts) =>
  `${formatEventDate(facts.startsAt, facts.timeZone)} (${eventTimeZoneOf(facts.timeZone)?.label ?? facts.timeZone} time)`;

/** Roster mail: the game's details in the event's zone, and for live events YES / NO / MAYBE buttons. */
export function eventEmail(
  kind: 'created' | 'updated' | 'deleted',
  facts: EventMailFacts,
  recipient: MailRecipient,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
  /** The recipient plays this game as a sub (issue 20), not on the team's roster. */
  asSub = false,
): MailMessage {
  const when = whenOf(facts);
  const subjects = {
    created: `${facts.teamName}: ${facts.title}, are you in?`,
    updated: `${facts.teamName}: ${facts.title} has changed`,
    deleted: `${facts.teamName}: ${facts.title} is cancelled`,
  };
  const leads = {
    created: `Your captain scheduled a game for ${facts.teamName}. Let the team know if you are coming.`,
    updated: `The time or place of this ${facts.teamName} game changed. Check the details and update your RSVP.`,
    deleted: `Your captain cancelled this ${facts.teamName} game. It is off the schedule.`,
  };
  return renderEmail({
    to: recipient.email,
    subject: subjects[kind],
    preheader: `${facts.title}: ${when}, ${facts.addressName}`,
    heading: kind === 'deleted' ? `Cancelled: ${facts.title}` : facts.title,
    paragraphs: [recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,', leads[kind]],
    details: [
      ['Game', facts.title],
      ['When', when],
      ['Where', facts.addressName],
    ],
    ...(kind === 'deleted'
      ? {}
      : {
          actions: RSVP_BUTTONS.map(([status, label]) => ({
            label,
            url: rsvpLink(publicUrl, facts.eventId, recipient.memberId, status),
          })),
        }),
    footnote: `You are receiving this because ${asSub ? `you play this game as a sub for ${facts.teamName}` : `you are on the roster of ${facts.teamName}`}. You can also switch game e-mails off or on in Settings: ${publicUrl}/settings`,
    // RFC 8058: mail clients offer their own "unsubscribe" and POST to its one-click URL, no sign-in needed.
    unsubscribe,
  });
}

/**
 * A whole roster, one e-mail after another: seconds for a big team, so these subscribers run in the
 * bus's bulk lane, where they never hold up the quick jobs (the bell, the live pushes).
 *
 * Mails each recipient once per domain event: who already got it is recorded (committed right after each
 * send), so a retried job mails only those it had not reached.
 */
async function mailRoster(
  deps: EventMailDeps,
  em: EntityManager,
  domainEventId: string,
  memberIds: string[],
  build: (recipient: MailRecipient, unsubscribe: UnsubscribeLinks) => MailMessage,
): Promise<void> {
  const sent = new Set(
    (
      await em.execute<Array<{ member_id: string }>>(
        'select member_id from team_event_mail_sent where domain_event_id = ?',
        [domainEventId],
      )
    ).map((row) => row.member_id),
  );
  // Members who switched game e-mails off get none; the check is per mail job, so an opt-out counts
  // from the next one.
  const allowed = await deps.identity.emailKindsAllowed(
    memberIds.filter((id) => !sent.has(id)),
    'game_emails',
  );
  const recipients = await deps.identity.mailRecipients([...allowed]);
  for (const recipient of recipients) {
    await deps.mailer.send(
      build(recipient, deps.identity.unsubscribeLink(recipient.memberId, 'game_emails')),
    );
    await recordEventMailSent(deps.orm.em.fork(), { domainEventId, memberId: recipient.memberId });
  }
}

async function liveFacts(
  em: EntityManager,
  eventId: string,
): Promise<{ facts: EventMailFacts; teamId: string } | undefined> {
  const event = await teamEventFacts(em, eventId);
  if (!event) return undefined;
  const role = await teamRoleOf(em, event.teamId, undefined);
  return {
    teamId: event.teamId,
    facts: {
      eventId: event.id,
      teamName: role?.team.name ?? 'Your team',
      title: event.title,
      addressName: event.addressName,
      startsAt: event.startsAt,
      timeZone: event.timeZone,
    },
  };
}

type MailedEvent = 'events.event-created' | 'events.event-updated' | 'events.event-deleted';

export function eventMailSubscribers(deps: EventMailDeps): AnyEventSubscriber[] {
  const live = <N extends MailedEvent & EventName>(event: N, kind: 'created' | 'updated', name: string) =>
    defineSubscriber({
      name,
      event,
      lane: 'bulk',
      async handle(domainEvent, { em }) {
        const payload = domainEvent.payload as { eventId: string; timeOrPlaceChanged?: boolean };
        if (kind === 'updated' && !payload.timeOrPlaceChanged) return;
        if ((payload as { via?: string }).via === 'seed') return; // demo games mail nobody
        // Deleted meanwhile: its own mail says so, and the worker records this job as row-gone.
        const found = requireRow(await liveFacts(em, payload.eventId), 'team_event', payload.eventId);
        // The roster, and the game's subs (issue 20): they play it without being on the team.
        const [roster, subs] = await Promise.all([
          teamRosterMemberIds(em, found.teamId),
          teamEventSubIds(em, payload.eventId),
        ]);
        await mailRoster(
          deps,
          em,
          domainEvent.id,
          [...new Set([...roster.map((entry) => entry.memberId), ...subs])],
          (recipient, unsubscribe) =>
            eventEmail(
              kind,
              found.facts,
              recipient,
              deps.publicUrl,
              unsubscribe,
              subs.includes(recipient.memberId) &&
                !roster.some((entry) => entry.memberId === recipient.memberId),
            ),
        );
      },
    });

  const deleted = defineSubscriber({
    name: 'events.mail-roster-on-event-deleted',
    event: 'events.event-deleted',
    lane: 'bulk',
    async handle(domainEvent, { em }) {
      const { eventId, memberIds, event } = domainEvent.payload;
      const facts: EventMailFacts = {
        eventId,
        teamName: event.teamName,
        title: event.title,
        addressName: event.addressName,
        startsAt: new Date(event.startsAt),
        timeZone: event.timeZone,
      };
      await mailRoster(deps, em, domainEvent.id, memberIds, (recipient, unsubscribe) =>
        eventEmail('deleted', facts, recipient, deps.publicUrl, unsubscribe),
      );
    },
  });

  return [
    live('events.event-created', 'created', 'events.mail-roster-on-event-created'),
    live('events.event-updated', 'updated', 'events.mail-roster-on-event-updated'),
    deleted,
  ];
}
