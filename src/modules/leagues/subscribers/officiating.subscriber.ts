import { leagueRoom } from '../../../contracts/leagues/realtime.ts';
import {
  LEAGUE_GAME_OFFICIATING_CHANGED,
  type LeagueGameOfficiatingChangedPush,
} from '../../../contracts/leagues/referees.ts';
import { type AnyEventSubscriber, defineSubscriber, recordEvent } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import { unassignRefereeFromUpcoming } from '../infrastructure/officiating.store.ts';
import { rebuildStandings } from '../infrastructure/standings.store.ts';
import '../referee-events.ts';

export const CARD_EVENTS = ['leagues.card-recorded', 'leagues.card-removed'] as const;
// A change of referee too: the page shows who referees, and whether the viewer may record.
export const OFFICIATING_EVENTS = [
  ...CARD_EVENTS,
  'leagues.match-report-saved',
  'leagues.referee-changed',
] as const;

/** A card counts in the table's fewestCards: the stage's standings are rewritten when one comes or goes. */
export const rebuildStandingsOn = (event: (typeof CARD_EVENTS)[number], clock: Clock): AnyEventSubscriber =>
  defineSubscriber({
    name: `leagues.rebuild-standings-on-${event.slice('leagues.'.length)}`,
    event,
    async handle({ payload }, { em }) {
      await rebuildStandings(em, payload.leagueId, payload.stageId, clock.now());
    },
  });

/** Open game pages of the league fetch the game, its cards (and, for officials, the report) again. */
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

/**
 * A member removed from an organization's staff stops refereeing its games not yet played: each is left
 * without a referee for a coordinator to name another, and recorded as a change of referee (the member
 * is told they no longer referee it, and hears nothing more of its moves). Run again it finds nothing.
 */
export const unassignRemovedReferee = (clock: Clock): AnyEventSubscriber =>
  defineSubscriber({
    name: 'leagues.unassign-referee-on-staff-removed',
    event: 'organizations.staff-removed',
    async handle({ payload }, { em }) {
      const games = await unassignRefereeFromUpcoming(
        em,
        payload.organizationId,
        payload.memberId,
        clock.now(),
      );
      for (const game of games)
        recordEvent(em, 'leagues.referee-changed', {
          leagueEventId: game.id,
          leagueId: game.league_id,
          stageId: game.stage_id,
          actorId: payload.actorId,
          refereeId: null,
          previousRefereeId: payload.memberId,
        });
    },
  });
