import type { ContainerModuleLoadOptions } from 'inversify';
import { leagueRoom } from '../../../contracts/leagues/index.ts';
import {
  LEAGUE_SEASON_ROSTER_UPDATED,
  type LeagueSeasonRosterUpdatedPush,
} from '../../../contracts/leagues/season-roster.ts';
import { type AnyEventSubscriber, defineSubscriber, type EventName } from '../../../platform/bus/index.ts';
import { TOKENS } from '../../../platform/container/tokens.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import { seasonRosterEvents } from '../season-roster-events.ts';
import { leaveSeasonRostersOn, SEASON_ROSTER_DEPARTURES } from './leave-season-rosters.subscriber.ts';

type SeasonRosterEvent = (typeof seasonRosterEvents)[number];

/** Names the subscribers (`leagues.push-season-roster-on-<what>`). */
const WHAT: Record<SeasonRosterEvent, string> = {
  'leagues.season-roster-players-added': 'players-added',
  'leagues.season-roster-player-removed': 'player-removed',
  'leagues.shirt-numbers-updated': 'shirt-numbers',
  'leagues.season-roster-lock-set': 'lock-set',
};

export const SEASON_ROSTER_PUSH_EVENTS: readonly SeasonRosterEvent[] = seasonRosterEvents;

/**
 * An open league page's roster tab (and the console's checks) refetch when a season roster or the lock
 * date changes: pushed to `league:<id>`. A repeated push only refetches once more, so no inbox effect.
 */
export const seasonRosterPushSubscriber = <N extends SeasonRosterEvent & EventName>(
  event: N,
  emitter: RealtimeEmitter,
) =>
  defineSubscriber({
    name: `leagues.push-season-roster-on-${WHAT[event]}`,
    event,
    async handle({ payload }) {
      const push: LeagueSeasonRosterUpdatedPush = {
        leagueId: payload.leagueId,
        teamId: 'teamId' in payload ? payload.teamId : null,
      };
      emitter.toRoom(leagueRoom(payload.leagueId), LEAGUE_SEASON_ROSTER_UPDATED, push);
    },
  });

/**
 * Binds the season rosters' subscribers (called from the module's ContainerModule): one push per season
 * roster event, and the departures from a team that take its players off its season rosters.
 */
export function bindSeasonRosterPushes({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>): void {
  for (const event of SEASON_ROSTER_PUSH_EVENTS)
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
      (emitter: RealtimeEmitter) => seasonRosterPushSubscriber(event, emitter),
      [TOKENS.RealtimeEmitter],
    );
  for (const event of SEASON_ROSTER_DEPARTURES)
    bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toConstantValue(leaveSeasonRostersOn(event));
}
