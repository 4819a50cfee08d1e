import {
  LEAGUE_FEED_UPDATED,
  type LeagueFeedUpdatedPush,
  leagueRoom,
} from '../../../contracts/leagues/index.ts';
import {
  type AnyEventSubscriber,
  defineSubscriber,
  type EventName,
  recordEvent,
} from '../../../platform/bus/index.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import '../feed-events.ts';
import { removeResultItem, writeResultItem, writeScheduleItem } from '../infrastructure/league-feed.store.ts';

// The feed is written from leagues' own game events by the workers (in the same transaction as the
// inbox row, so a retried job writes nothing twice); each write then records `leagues.feed-updated`,
// whose push tells open league pages to read the feed again once the write has committed.

const RESULT_EVENTS = [
  'leagues.result-confirmed',
  'leagues.result-corrected',
  'leagues.result-forfeited',
] as const satisfies readonly EventName[];

const resultWriters = RESULT_EVENTS.map((event) =>
  defineSubscriber({
    name: `leagues.feed-on-${event.slice('leagues.'.length)}`,
    event,
    async handle({ payload, occurredAt }, { em }) {
      await writeResultItem(em, payload.leagueEventId, occurredAt);
      recordEvent(em, 'leagues.feed-updated', {
        leagueId: payload.leagueId,
        leagueEventId: payload.leagueEventId,
      });
    },
  }),
);

const withdrawnResult = defineSubscriber({
  name: 'leagues.feed-on-result-withdrawn',
  event: 'leagues.result-withdrawn',
  async handle({ payload }, { em }) {
    await removeResultItem(em, payload.leagueEventId);
    recordEvent(em, 'leagues.feed-updated', {
      leagueId: payload.leagueId,
      leagueEventId: payload.leagueEventId,
    });
  },
});

const movedGame = defineSubscriber({
  name: 'leagues.feed-on-league-event-updated',
  event: 'leagues.league-event-updated',
  async handle({ payload, occurredAt }, { em }) {
    await writeScheduleItem(
      em,
      payload.leagueEventId,
      { kind: 'game_moved', changed: payload.changed },
      occurredAt,
    );
    recordEvent(em, 'leagues.feed-updated', {
      leagueId: payload.leagueId,
      leagueEventId: payload.leagueEventId,
    });
  },
});

const canceledGame = defineSubscriber({
  name: 'leagues.feed-on-league-event-canceled',
  event: 'leagues.league-event-canceled',
  async handle({ payload, occurredAt }, { em }) {
    await writeScheduleItem(em, payload.leagueEventId, { kind: 'game_canceled' }, occurredAt);
    recordEvent(em, 'leagues.feed-updated', {
      leagueId: payload.leagueId,
      leagueEventId: payload.leagueEventId,
    });
  },
});

/** Every subscriber that writes the feed from a game's events. */
export const leagueFeedWriters: AnyEventSubscriber[] = [
  ...resultWriters,
  withdrawnResult,
  movedGame,
  canceledGame,
];

/** Open league pages read the feed again after a post or a game's item committed. */
export const pushFeedUpdated = (realtime: RealtimeEmitter): AnyEventSubscriber[] =>
  (['leagues.feed-updated', 'leagues.feed-posted'] as const).map((event) =>
    defineSubscriber({
      name: `leagues.push-${event.slice('leagues.'.length)}`,
      event,
      async handle({ payload }) {
        const push: LeagueFeedUpdatedPush = { leagueId: payload.leagueId };
        realtime.toRoom(leagueRoom(payload.leagueId), LEAGUE_FEED_UPDATED, push);
      },
    }),
  );
