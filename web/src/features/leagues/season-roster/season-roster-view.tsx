import { useLocation } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../../src/contracts/common/messages.ts';
import { SEASON_ROSTER_MESSAGES } from '../../../../../src/contracts/leagues/season-roster.ts';
import { loginHref } from '../../../lib/return-to';
import { RetryBlock } from '../../../ui/blocks/retry-block';
import { ButtonLink } from '../../../ui/button/button';
import { ListSkeleton } from '../../clubs/club-header';
import leagueStyles from '../leagues.module.css';
import styles from './season-roster.module.css';
import { lockNotice } from './season-roster-format';
import { TeamSeasonRosterCard } from './team-season-roster-card';
import { useLeagueSeasonRosters, useSeasonRosterPushes } from './use-season-rosters';

/**
 * The league page's roster tab (spec §2 league views): each team's season roster with shirt numbers;
 * a team's captains (until the lock date) and the coordinators change it in place.
 */
export function SeasonRosterView({ leagueId }: { leagueId: string }) {
  const { data, error, mutate } = useLeagueSeasonRosters(leagueId);
  const { pathname, search } = useLocation();
  useSeasonRosterPushes(leagueId, data !== undefined);
  if (error?.status === 401)
    return (
      <div className={leagueStyles.stack}>
        <p className={leagueStyles.note}>{SEASON_ROSTER_MESSAGES.signedInOnly}</p>
        <ButtonLink to={loginHref(`${pathname}${search}`)}>LOGIN TO VIEW ROSTERS</ButtonLink>
      </div>
    );
  if (error) return <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void mutate()} />;
  if (!data) return <ListSkeleton rows={4} />;
  if (data.teams.length === 0) return <p className={leagueStyles.note}>No teams registered yet.</p>;
  const notice = lockNotice(data.locksAt, data.locked);
  return (
    <div className={leagueStyles.stack}>
      {notice && <p className={leagueStyles.muted}>{notice}</p>}
      <ul className={styles.teams} aria-label="Season rosters">
        {data.teams.map((team) => (
          <li key={team.teamId}>
            <TeamSeasonRosterCard leagueId={leagueId} team={team} />
          </li>
        ))}
      </ul>
    </div>
  );
}
