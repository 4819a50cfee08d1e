import type { DomainEvent, EventPayload } from '../../../platform/bus/event-map.ts';
import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { leagueGameEmail, seasonScheduleEmail } from '../application/league-games/league-game-email.ts';
import {
  deletedGameNotice,
  type LeagueGameNotice,
  liveGameNotice,
  type SeasonScheduleNotice,
  seasonScheduleNotice,
} from '../application/league-games/league-game-notice.ts';
import { mailUnsentNotifications } from '../application/mail-unsent.ts';
import type { NotificationsDeps } from '../application/notifications-deps.ts';
import { storeNotifications } from '../application/store-notifications.ts';

// League games (spec §3 league_event_*): for each of the leagues module's game events, one subscriber
// stores the bell notifications of both rosters, and of the game's referee for a move, cancellation or
// deletion (quick lane, in the job's transaction with its inbox row), and one mails them (bulk lane; the
// referee's e-mail has no RSVP). The mailer stores the same notifications first, on a connection
// of its own (a no-op when the bell subscriber was first: one row per source and recipient), then mails
// each recipient whose notification is not yet marked mailed, so nobody gets an e-mail twice whichever
// runs first or again. A published schedule is one notification and one e-mail per member, not per game.

type GameEvent =
  | 'leagues.league-event-created'
  | 'leagues.league-event-updated'
  | 'leagues.league-event-canceled'
  | 'leagues.league-event-deleted';

const LIVE_KINDS = {
  'leagues.league-event-created': 'created',
  'leagues.league-event-updated': 'updated',
  'leagues.league-event-canceled': 'canceled',
} as const;

function noticeOf(
  em: EntityManager,
  now: Date,
  event: DomainEvent<GameEvent>,
): Promise<LeagueGameNotice | undefined> {
  if (event.name === 'leagues.league-event-deleted')
    return deletedGameNotice(
      em,
      now,
      event.id,
      event.payload as EventPayload<'leagues.league-event-deleted'>,
    );
  const name = event.name as keyof typeof LIVE_KINDS;
  return liveGameNotice(em, now, event.id, LIVE_KINDS[name], event.payload as EventPayload<typeof name>);
}

const GAME_EVENTS: Array<[GameEvent, string]> = [
  ['leagues.league-event-created', 'created'],
  ['leagues.league-event-updated', 'updated'],
  ['leagues.league-event-canceled', 'canceled'],
  ['leagues.league-event-deleted', 'deleted'],
];

type Deps = Pick<NotificationsDeps, 'em' | 'identity' | 'mailer' | 'clock' | 'publicUrl'>;

export function leagueGameNotificationSubscribers(deps: Deps): AnyEventSubscriber[] {
  const { identity } = deps;
  /** Stores on a connection of its own, committed before the mails that read it. */
  const storeApart = (draft: LeagueGameNotice['draft']) =>
    deps.em.fork().transactional((tx) => storeNotifications(tx, identity, draft));

  const gameSubscribers = <N extends GameEvent>(event: N, kind: string) => [
    defineSubscriber({
      name: `notifications.notify-rosters-on-league-game-${kind}`,
      event,
      async handle(domainEvent, { em }) {
        const notice = await noticeOf(em, deps.clock.now(), domainEvent);
        if (notice) await storeNotifications(em, identity, notice.draft);
      },
    }),
    defineSubscriber({
      name: `notifications.mail-rosters-on-league-game-${kind}`,
      event,
      lane: 'bulk',
      async handle(domainEvent, { em }) {
        const notice = await noticeOf(em, deps.clock.now(), domainEvent);
        if (!notice) return;
        await storeApart(notice.draft);
        await mailUnsentNotifications(deps, em, () => deps.em.fork(), {
          sourceId: notice.draft.sourceId,
          kind: 'game_emails',
          build: (recipient, unsubscribe) =>
            leagueGameEmail(
              notice.mailKind,
              notice.game,
              recipient,
              deps.publicUrl,
              unsubscribe,
              recipient.memberId === notice.refereeId ? 'referee' : 'player',
            ),
        });
      },
    }),
  ];

  const mailDigest = (em: EntityManager, notice: SeasonScheduleNotice) =>
    mailUnsentNotifications(deps, em, () => deps.em.fork(), {
      sourceId: notice.draft.sourceId,
      kind: 'game_emails',
      build: (recipient, unsubscribe) => {
        const games = notice.digest.get(recipient.memberId);
        return games?.length
          ? seasonScheduleEmail(
              notice.leagueName,
              games,
              recipient,
              deps.publicUrl,
              unsubscribe,
              notice.renewed,
            )
          : undefined;
      },
    });
  /** A whole schedule told once: when its league is published, or made again in a published league. */
  const digestSubscribers = <N extends 'leagues.league-published' | 'leagues.schedule-generated'>(
    event: N,
    names: [string, string],
    digestOf: (em: EntityManager, event: DomainEvent<N>) => Promise<SeasonScheduleNotice | undefined>,
  ) => [
    defineSubscriber({
      name: names[0],
      event,
      async handle(domainEvent, { em }) {
        const notice = await digestOf(em, domainEvent);
        if (notice) await storeNotifications(em, identity, notice.draft);
      },
    }),
    defineSubscriber({
      name: names[1],
      event,
      lane: 'bulk',
      async handle(domainEvent, { em }) {
        const notice = await digestOf(em, domainEvent);
        if (!notice) return;
        await storeApart(notice.draft);
        await mailDigest(em, notice);
      },
    }),
  ];

  return [
    ...GAME_EVENTS.flatMap(([event, kind]) => gameSubscribers(event, kind) as AnyEventSubscriber[]),
    ...(digestSubscribers(
      'leagues.league-published',
      [
        'notifications.notify-rosters-on-league-published',
        'notifications.mail-season-schedule-on-league-published',
      ],
      (em, event) => seasonScheduleNotice(em, event.id, event.payload.leagueId),
    ) as AnyEventSubscriber[]),
    ...(digestSubscribers(
      'leagues.schedule-generated',
      [
        'notifications.notify-rosters-on-league-schedule-generated',
        'notifications.mail-season-schedule-on-league-schedule-generated',
      ],
      async (em, event) =>
        event.payload.leaguePublished && event.payload.via !== 'seed'
          ? seasonScheduleNotice(em, event.id, event.payload.leagueId, event.payload.replaced > 0)
          : undefined,
    ) as AnyEventSubscriber[]),
  ];
}
