import { LeaderboardCards } from '../events/leaderboard-cards';

/**
 * The team sidebar's LEADERBOARD tab (spec §2): goals, assists, potm and games played from
 * `GET /api/team/{teamId}/leaderboards?type=all`, each with its empty hint.
 */
export function LeaderboardTab({ teamId }: { teamId: string }) {
  return <LeaderboardCards teamId={teamId} />;
}
