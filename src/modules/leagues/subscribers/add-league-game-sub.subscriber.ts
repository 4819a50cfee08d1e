import { defineSubscriber, recordEvent } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import '../game-sub-events.ts';

/**
 * A captain accepted a marketplace sub offer for a league game (issue 20): the player is on that game's
 * roster for the captain's team as a sub, RSVP yes, without joining the team or its season roster. Through
 * `ctx.em`, so a retried job changes nothing twice; a game deleted meanwhile (or a team no longer in it)
 * leaves nothing to add. A team event's sub is the events module's (eventKind absent or 'team_event').
 */
export const addLeagueGameSub = (clock: Clock) =>
  defineSubscriber({
    name: 'leagues.add-accepted-sub',
    event: 'marketplace.sub-offer-accepted',
    async handle({ payload }, { em }) {
      if (payload.eventKind !== 'league_event') return;
      const now = clock.now();
      const [added] = await em.execute<Array<{ league_id: string }>>(
        `insert into league_event_sub (league_event_id, member_id, team_id, added_by, added_at)
         select e.id, ?, ?, ?, ? from league_event e
          where e.id = ? and ? in (e.home_team_id, e.away_team_id)
         on conflict (league_event_id, member_id) do nothing
         returning (select league_id from league_event where id = league_event_sub.league_event_id)`,
        [payload.memberId, payload.teamId, payload.acceptedBy, now, payload.eventId, payload.teamId],
      );
      if (!added) return;
      await em.execute(
        `insert into league_event_rsvp (league_event_id, member_id, team_id, status, updated_at)
         values (?, ?, ?, 'yes', ?)
         on conflict (league_event_id, member_id)
         do update set team_id = excluded.team_id, status = 'yes', updated_at = excluded.updated_at`,
        [payload.eventId, payload.memberId, payload.teamId, now],
      );
      recordEvent(em, 'leagues.game-sub-added', {
        leagueEventId: payload.eventId,
        leagueId: added.league_id,
        teamId: payload.teamId,
        memberId: payload.memberId,
        addedBy: payload.acceptedBy,
      });
    },
  });
