import type { LeagueRegistrationListing } from '../../contracts/leagues/registration-listing.ts';
import { defineEvents } from '../../platform/bus/index.ts';

interface GameRef {
  leagueEventId: string;
  leagueId: string;
  stageId: string;
}
type Result = GameRef & { homeScore: number; awayScore: number };

/**
 * A deleted game as it was (its row is gone), for those who tell its teams; `leaguePublished` false for a
 * draft's game, which no player had been told about.
 */
export interface DeletedLeagueGame {
  leagueName: string;
  leaguePublished: boolean;
  homeTeam: { id: string; name: string };
  awayTeam: { id: string; name: string };
  startsAt: string;
  timeZone: string;
  venue: string;
  /** Its referee, if any: told of the deletion too. */
  refereeId: string | null;
}

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    'leagues.league-created': { leagueId: string; organizationId: number; actorId: string };
    /** A draft's settings changed (`changed`: the LeagueDto fields, e.g. seasonEnd when extended). */
    'leagues.league-updated': {
      leagueId: string;
      organizationId: number;
      actorId: string;
      changed: string[];
    };
    'leagues.league-published': { leagueId: string; organizationId: number; actorId: string };
    /** A draft was deleted with its stages, teams and games (each game also has its league-event-deleted). */
    'leagues.league-deleted': { leagueId: string; organizationId: number; actorId: string };
    /**
     * A game was scheduled (schedule generation makes one per game); `via: 'seed'` for demo data.
     * `withSchedule`: written as part of a whole schedule, whose teams are told once for all its games
     * (`leagues.league-published` for a draft, `leagues.schedule-generated` for a published league); a
     * game added on its own (a playoff round) is told by itself.
     */
    'leagues.league-event-created': GameRef & { startsAt: string; via?: 'seed'; withSchedule?: boolean };
    /**
     * A stage's schedule was written (generated, or generated again in place of the old one).
     * `leaguePublished`: its teams already see the league, so they are told of the new schedule.
     */
    'leagues.schedule-generated': {
      leagueId: string;
      stageId: string;
      gameCount: number;
      replaced: number;
      leaguePublished: boolean;
      via?: 'seed';
    };
    /**
     * `sequence`: the game's change counter after this change (league_event.sequence), so a subscriber
     * handed an older change after a newer one knows it is stale.
     */
    'leagues.league-event-updated': GameRef & { startsAt: string; changed: string[]; sequence?: number };
    'leagues.league-event-canceled': GameRef & { sequence?: number };
    /** `game`: the game as it was, when one coordinator deleted it (not for a replaced schedule or draft). */
    'leagues.league-event-deleted': GameRef & { game?: DeletedLeagueGame };
    /** A captain saved a post-game report; the worker confirms the game from the stored reports. */
    'leagues.score-reported': GameRef & { teamId: string; reportId: string };
    'leagues.result-confirmed': Result;
    'leagues.result-corrected': Result;
    'leagues.result-forfeited': Result & { forfeitedBy: string };
    /** A published result no longer counts (canceled after it was published). */
    'leagues.result-withdrawn': GameRef;
    /** The captains' reports disagree: the organizers are told. */
    'leagues.score-conflict': GameRef & { organizationId: number };
    'leagues.points-adjusted': { leagueId: string; stageId: string; adjustmentId: string };
    'leagues.standings-updated': { leagueId: string; stageId: string };
    /** A team (by its captain) or a free agent registered for a league: paid, or at once when free. */
    'leagues.registration-completed': {
      leagueId: string;
      organizationId: number;
      registrationId: string;
      kind: 'team' | 'free_agent';
      teamId: string | null;
      memberId: string;
      via: 'free' | 'payment';
    };
    /**
     * A team spot is kept for a registration until `expiresAt`: its own checkout, or (`offered`) the first
     * team waiting was offered a spot that opened. A job at `expiresAt` passes a lapsed spot on.
     */
    'leagues.registration-held': {
      leagueId: string;
      registrationId: string;
      memberId: string;
      teamId: string | null;
      expiresAt: string;
      offered: boolean;
    };
    /** A registration ended: withdrawn by its captain or free agent, or declined by a coordinator. */
    'leagues.registration-ended': {
      leagueId: string;
      registrationId: string;
      kind: 'team' | 'free_agent';
      teamId: string | null;
      memberId: string;
      status: 'withdrawn' | 'declined';
      refunded: boolean;
      actorId: string;
    };
    /** A coordinator approved a registration (once: approving it again changes nothing and records nothing). */
    'leagues.registration-approved': {
      leagueId: string;
      registrationId: string;
      kind: 'team' | 'free_agent';
      teamId: string | null;
      memberId: string;
      actorId: string;
    };
    /**
     * A league's registration listing changed (opened, edited, a team registered or withdrew, the league
     * renamed): the whole snapshot, copied by the marketplace. `removed` when registration was withdrawn
     * or the league deleted: the copy is dropped.
     */
    'leagues.registration-listing-changed':
      | { listing: LeagueRegistrationListing }
      | { leagueId: string; organizationId: number; removed: true };
  }
}

export const leaguesEvents = defineEvents([
  'leagues.league-created',
  'leagues.league-updated',
  'leagues.league-published',
  'leagues.league-deleted',
  'leagues.schedule-generated',
  'leagues.league-event-created',
  'leagues.league-event-updated',
  'leagues.league-event-canceled',
  'leagues.league-event-deleted',
  'leagues.score-reported',
  'leagues.result-confirmed',
  'leagues.result-corrected',
  'leagues.result-forfeited',
  'leagues.result-withdrawn',
  'leagues.score-conflict',
  'leagues.points-adjusted',
  'leagues.standings-updated',
  'leagues.registration-completed',
  'leagues.registration-held',
  'leagues.registration-ended',
  'leagues.registration-approved',
  'leagues.registration-listing-changed',
]);
