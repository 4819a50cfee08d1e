import { leagueRoom } from '../../../contracts/leagues/realtime.ts';
import {
  LEAGUE_GAME_OFFICIATING_CHANGED,
  type LeagueGameOfficiatingChangedPush,
} from '../../../contracts/leagues/referees.ts';
import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import { rebuildStandings } from '../infrastructure/standings.store.ts';

export const CARD_EVENTS = ['leagues.card-recorded', 'leagues.card-removed'] as const;
export const OFFICIATING_EVENTS = [...CARD_EVENTS, 'leagues.match-report-saved'] as const;

/** A card counts in the table's fewestCards: the stage's standings are rewritten when one comes or goes. */
export const rebuildStandingsOn = (event: (typeof CARD_EVENTS)[number], clock: Clock): AnyEventSubscriber =>
  defineSubscriber({
    name: `leagues.rebuild-standings-on-${event.slice('leagues.'.length)}`,
    event,
    async handle({ payload }, { em }) {
      await rebuildStandings(em, payload.leagueId, payload.stageId, clock.now());
    },
  });

/** Open game pages of the league fetch the cards (and, for officials, the report) again. */
export const pushOfficiatingChangedOn = (
  event: (typeof OFFICIATING_EVENTS)[number],
  realtime: RealtimeEmitter,
): AnyEventSubscriber =>
  defineSubscriber({
    name: `leagues.push-${event.slice('leagues.'.length)}`,
    event,
    async handle({ payload }) {
      const push: LeagueGameOfficiatingChangedPush = {
        leagueId: payload.leagueId,
        leagueEventId: payload.leagueEventId,
      };
      realtime.toRoom(leagueRoom(payload.leagueId), LEAGUE_GAME_OFFICIATING_CHANGED, push);
    },
  });
