import { ROSTER_CHANGED_EVENT, type RosterChangedPush } from '../../../contracts/clubs/index.ts';
import { defineSubscriber, type EventName } from '../../../platform/bus/index.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import { teamRoom } from '../domain/rooms.ts';

type RosterEvent =
  | 'clubs.member-joined'
  | 'clubs.member-left'
  | 'clubs.member-removed'
  | 'clubs.captain-changed'
  | 'clubs.team-deleted';

const REASONS: Record<RosterEvent, RosterChangedPush['reason']> = {
  'clubs.member-joined': 'member-joined',
  'clubs.member-left': 'member-left',
  'clubs.member-removed': 'member-removed',
  'clubs.captain-changed': 'captain-changed',
  'clubs.team-deleted': 'team-deleted',
};

/** The roster events pushed live, one subscriber each. */
export const ROSTER_PUSH_EVENTS = Object.keys(REASONS) as RosterEvent[];

/** Open rosters update without a reload: a roster change is pushed to the room `team:<id>`. */
export const rosterPushSubscriber = <N extends RosterEvent & EventName>(event: N, emitter: RealtimeEmitter) =>
  defineSubscriber({
    name: `clubs.push-roster-on-${REASONS[event]}`,
    event,
    async handle({ payload }) {
      const memberIds = 'memberIds' in payload ? payload.memberIds : [payload.memberId];
      const push: RosterChangedPush = { teamId: payload.teamId, reason: REASONS[event], memberIds };
      // A repeated push only makes an open roster refetch once more: harmless, so no inbox effect.
      emitter.toRoom(teamRoom(payload.teamId), ROSTER_CHANGED_EVENT, push);
    },
  });
