import type { PlayoffMatchDto } from '../../../../../src/contracts/leagues/playoffs.ts';

/** A bracket side's label: the team, or who it waits for ('Winner of Semi-final 1'), or the bye. */
export function sideLabel(
  match: PlayoffMatchDto,
  side: 'home' | 'away',
  previousRound: string | undefined,
): string {
  const team = match[side].team;
  if (team) return team.name;
  if (match.bye) return 'Bye';
  if (!previousRound) return 'To be decided';
  const feeder = match.position * 2 + (side === 'home' ? 0 : 1);
  return `Winner of ${previousRound} ${feeder + 1}`;
}

/** '2 – 1' once the result stands (a shoot-out's own score is not recorded, only its winner). */
export function matchScore(match: PlayoffMatchDto): string | null {
  if (match.homeScore === null || match.awayScore === null) return null;
  return `${match.homeScore} – ${match.awayScore}`;
}

/** 'Team A won on penalties' for a drawn knockout game, else null. */
export function penaltiesNote(
  shootoutWinnerTeamId: string | null,
  teams: ReadonlyArray<{ id: string; name: string } | null>,
): string | null {
  if (!shootoutWinnerTeamId) return null;
  const winner = teams.find((team) => team?.id === shootoutWinnerTeamId);
  return winner ? `${winner.name} won on penalties` : null;
}
