import { defineSubscriber, recordEvent } from '../../../platform/bus/index.ts';
import '../season-roster-events.ts';

type Departure = 'clubs.member-left' | 'clubs.member-removed';

/**
 * A season roster is chosen from the team: a player who leaves the team (or is removed from it) leaves
 * its season rosters too, in every league, each recorded as a removal (pushed to the league's page).
 * Run again for the same event it finds nothing to delete and records nothing.
 */
export const leaveSeasonRostersOn = (event: Departure) =>
  defineSubscriber({
    name: `leagues.leave-season-rosters-on-${event === 'clubs.member-left' ? 'member-left' : 'member-removed'}`,
    event,
    async handle({ payload }, { em }) {
      const removed = await em.execute<Array<{ league_id: string }>>(
        'delete from league_season_roster where team_id = ? and member_id = ? returning league_id',
        [payload.teamId, payload.memberId],
      );
      const actorId = 'actorId' in payload ? payload.actorId : payload.memberId;
      for (const { league_id: leagueId } of removed)
        recordEvent(em, 'leagues.season-roster-player-removed', {
          leagueId,
          teamId: payload.teamId,
          memberId: payload.memberId,
          actorId,
        });
    },
  });

export const SEASON_ROSTER_DEPARTURES: readonly Departure[] = ['clubs.member-left', 'clubs.member-removed'];
