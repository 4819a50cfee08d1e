import {
  LEAGUE_STANDINGS_UPDATED,
  type LeagueStandingsUpdatedPush,
  leagueRoom,
} from '../../../contracts/leagues/index.ts';
import { type AnyEventSubscriber, defineSubscriber, type EventName } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import type { ScheduledJobHandler, Scheduler } from '../../../platform/scheduler/index.ts';
import { reconfirmGame } from '../application/score-report/confirm-game.ts';
import { PAST_AFTER_HOURS } from '../domain/score-confirmation.ts';
import { rebuildStandings } from '../infrastructure/standings.store.ts';

export const SCORE_DEADLINE_JOB = 'leagues.score-deadline';
/** One delayed job per game (BullMQ refuses ':' in ids): moving the game moves it. */
export const scoreDeadlineJobId = (leagueEventId: string) => `league-score-deadline_${leagueEventId}`;

/** The worker confirms a game from its stored reports under the game's row lock (see reconfirmGame). */
export const confirmReportedScore = (clock: Clock) =>
  defineSubscriber({
    name: 'leagues.confirm-reported-score',
    event: 'leagues.score-reported',
    async handle({ payload }, { em }) {
      await reconfirmGame(em, payload.leagueEventId, clock.now());
    },
  });

/** 72 hours after kick-off a single report stands: the confirmation runs again then. */
export const scoreDeadlineJob = (clock: Clock): ScheduledJobHandler<{ leagueEventId: string }> => ({
  name: SCORE_DEADLINE_JOB,
  async handle(data, { em }) {
    await em.transactional((tx) => reconfirmGame(tx, data.leagueEventId, clock.now()));
  },
});

const deadlineOf = (startsAt: string) =>
  new Date(new Date(startsAt).getTime() + PAST_AFTER_HOURS * 3_600_000);

/** On `event`, (re)schedules the game's score deadline, PAST_AFTER_HOURS after its kick-off; one job a game. */
const scheduleScoreDeadlineOn =
  <N extends 'leagues.league-event-created' | 'leagues.league-event-updated'>(name: string, event: N) =>
  (scheduler: Scheduler) =>
    defineSubscriber({
      name,
      event,
      async handle({ payload }) {
        const { leagueEventId, startsAt } = payload;
        await scheduler.schedule(
          SCORE_DEADLINE_JOB,
          scoreDeadlineJobId(leagueEventId),
          deadlineOf(startsAt),
          {
            leagueEventId,
          },
        );
      },
    });

export const scheduleScoreDeadlineOnCreate = scheduleScoreDeadlineOn(
  'leagues.schedule-score-deadline-on-create',
  'leagues.league-event-created',
);
export const scheduleScoreDeadlineOnMove = scheduleScoreDeadlineOn(
  'leagues.schedule-score-deadline-on-move',
  'leagues.league-event-updated',
);

export const dropScoreDeadline = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'leagues.drop-score-deadline',
    event: 'leagues.league-event-deleted',
    async handle({ payload }) {
      await scheduler.cancel(scoreDeadlineJobId(payload.leagueEventId));
    },
  });

const STANDINGS_TRIGGERS = [
  'leagues.result-confirmed',
  'leagues.result-corrected',
  'leagues.result-forfeited',
  'leagues.result-withdrawn',
  'leagues.points-adjusted',
  'leagues.league-event-deleted',
] as const satisfies readonly EventName[];

/** The standings read model is rewritten from the results whenever one of them changes. */
export const rebuildStandingsSubscribers = (clock: Clock): AnyEventSubscriber[] =>
  STANDINGS_TRIGGERS.map((event) =>
    defineSubscriber({
      name: `leagues.rebuild-standings-on-${event.slice('leagues.'.length)}`,
      event,
      async handle({ payload }, { em }) {
        await rebuildStandings(em, payload.leagueId, payload.stageId, clock.now());
      },
    }),
  );

/** Pages showing the table refetch it as soon as it is rewritten (the console right after a score). */
export const pushStandingsUpdated = (realtime: RealtimeEmitter) =>
  defineSubscriber({
    name: 'leagues.push-standings-updated',
    event: 'leagues.standings-updated',
    async handle({ payload }) {
      const push: LeagueStandingsUpdatedPush = { leagueId: payload.leagueId, stageId: payload.stageId };
      realtime.toRoom(leagueRoom(payload.leagueId), LEAGUE_STANDINGS_UPDATED, push);
    },
  });
