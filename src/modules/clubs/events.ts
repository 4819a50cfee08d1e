import { defineEvents } from '../../platform/bus/index.ts';

/** How a player came onto a roster. */
export type RosterJoinVia =
  | 'created-team'
  | 'invite'
  | 'invite-link'
  | 'onboarding'
  | 'seed'
  /** A league coordinator placed the league's free agent on the team. */
  | 'league-placement';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A member created a team and became its first captain. */
    'clubs.team-created': { teamId: string; name: string; captainId: string };
    /** A captain changed the team's profile (fields named in `changed`, images included). */
    'clubs.team-updated': { teamId: string; actorId: string; changed: string[] };
    /** A captain deleted the team for everyone; `memberIds` were on its roster. */
    'clubs.team-deleted': { teamId: string; name: string; actorId: string; memberIds: string[] };
    /** A member was added to a team's roster. */
    'clubs.member-joined': { teamId: string; memberId: string; isCaptain: boolean; via: RosterJoinVia };
    /** A member left a team of their own accord. */
    'clubs.member-left': { teamId: string; memberId: string };
    /** A captain removed a player from the roster. */
    'clubs.member-removed': { teamId: string; memberId: string; actorId: string };
    /** A captain made or unmade a captain. */
    'clubs.captain-changed': { teamId: string; memberId: string; isCaptain: boolean; actorId: string };
  }
}

export const clubsEvents = defineEvents([
  'clubs.team-created',
  'clubs.team-updated',
  'clubs.team-deleted',
  'clubs.member-joined',
  'clubs.member-left',
  'clubs.member-removed',
  'clubs.captain-changed',
]);
