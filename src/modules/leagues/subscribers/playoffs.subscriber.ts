import {
  LEAGUE_PLAYOFFS_UPDATED,
  type LeaguePlayoffsUpdatedPush,
  leagueRoom,
} from '../../../contracts/leagues/index.ts';
import { type AnyEventSubscriber, defineSubscriber, type EventName } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import { advancePlayoff } from '../application/playoffs/advance-playoff.ts';

const RESULTS = [
  'leagues.result-confirmed',
  'leagues.result-corrected',
  'leagues.result-forfeited',
] as const satisfies readonly EventName[];

/** A knockout game's winner goes through as soon as its result stands (regular games are skipped). */
export const advancePlayoffSubscribers = (clock: Clock): AnyEventSubscriber[] =>
  RESULTS.map((event) =>
    defineSubscriber({
      name: `leagues.advance-playoff-on-${event.slice('leagues.'.length)}`,
      event,
      async handle({ payload }, { em }) {
        // The job's em is already its transaction (with the inbox row): the bracket lock lasts till it ends.
        await advancePlayoff(em, payload.leagueEventId, clock.now());
      },
    }),
  );

const BRACKET_CHANGES = [
  'leagues.playoffs-seeded',
  'leagues.playoff-team-advanced',
  'leagues.champion-crowned',
] as const satisfies readonly EventName[];

/** Pages showing the bracket refetch it when it changes. */
export const pushPlayoffsUpdated = (realtime: RealtimeEmitter): AnyEventSubscriber[] =>
  BRACKET_CHANGES.map((event) =>
    defineSubscriber({
      name: `leagues.push-playoffs-updated-on-${event.slice('leagues.'.length)}`,
      event,
      async handle({ payload }) {
        const push: LeaguePlayoffsUpdatedPush = { leagueId: payload.leagueId };
        realtime.toRoom(leagueRoom(payload.leagueId), LEAGUE_PLAYOFFS_UPDATED, push);
      },
    }),
  );
