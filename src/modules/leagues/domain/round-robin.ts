// Season schedules: who plays whom in which round (circle method), then which round on which game day
// and which game in which slot.

export interface Pairing {
  /** 1-based; the second leg of a double round robin continues the numbering. */
  round: number;
  homeTeamId: string;
  awayTeamId: string;
}

export interface Slot {
  startsAt: Date;
  venue: string;
}

export interface ScheduledGame extends Pairing {
  startsAt: Date;
  venue: string;
}

function assertDistinct(teamIds: readonly string[]): void {
  if (new Set(teamIds).size !== teamIds.length) throw new Error('Schedule: the team list has duplicates');
}

/**
 * Circle method; null = bye for odd counts. rounds = n-1 (n even) or n (n odd) per leg; double = second
 * leg with home/away swapped.
 *
 * One team (or the bye, for odd counts) stays fixed while the others rotate one place a round; the
 * rotating ring is folded in two and facing teams play. Home and away follow de Werra's pattern: the
 * fixed team alternates by round, and in every other pair the team on the upper half is at home when
 * the pair's index is odd. Each team then alternates home and away with at most one break (two home or
 * two away games in a row) and its home and away counts differ by at most one; with a bye nobody has a
 * break at all.
 */
export function roundRobin(teamIds: readonly string[], options: { double?: boolean } = {}): Pairing[][] {
  assertDistinct(teamIds);
  if (teamIds.length < 2) return [];
  const ring: (string | null)[] = teamIds.length % 2 === 1 ? [null, ...teamIds] : [...teamIds];
  const n = ring.length;
  const fixed = ring[0]!;
  const rotating = ring.slice(1);

  const firstLeg: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const order = [fixed, ...rotating.map((_, k) => rotating[(k + r) % (n - 1)]!)];
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const upper = order[i]!;
      const lower = order[n - 1 - i]!;
      if (upper === null || lower === null) continue; // the bye
      const upperAtHome = i === 0 ? r % 2 === 0 : i % 2 === 1;
      const [home, away] = upperAtHome ? [upper, lower] : [lower, upper];
      round.push({ round: r + 1, homeTeamId: home, awayTeamId: away });
    }
    firstLeg.push(round);
  }
  if (!options.double) return firstLeg;

  const secondLeg = firstLeg.map((round) =>
    round.map((p) => ({
      round: p.round + firstLeg.length,
      homeTeamId: p.awayTeamId,
      awayTeamId: p.homeTeamId,
    })),
  );
  return [...firstLeg, ...secondLeg];
}

/**
 * Places each round on one game day's slots (gameDays: the dates, each with its slots); throws a clear
 * Error when a day has fewer slots than the round has games or there are fewer game days than rounds. A
 * team plays at most once a day.
 *
 * Round k goes on game day k (each entry of gameDays is taken to be a different date; extra days stay
 * free). A round uses the day's earliest slots, and which game gets which of them turns by one every
 * round, so the same team is not always first on the field.
 */
export function scheduleSeason(
  teamIds: readonly string[],
  gameDays: readonly { slots: readonly Slot[] }[],
  options: { double?: boolean } = {},
): ScheduledGame[] {
  const rounds = roundRobin(teamIds, options);
  if (gameDays.length < rounds.length) {
    throw new Error(
      `Schedule: ${teamIds.length} teams need ${rounds.length} game days` +
        `${options.double ? ' for a double round robin' : ''}, but only ${gameDays.length} were given`,
    );
  }
  const games: ScheduledGame[] = [];
  rounds.forEach((round, r) => {
    const slots = [...gameDays[r]!.slots].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.venue.localeCompare(b.venue),
    );
    const seen = new Set(slots.map((s) => `${s.startsAt.toISOString()}|${s.venue}`));
    if (seen.size !== slots.length) {
      throw new Error(`Schedule: game day ${r + 1} lists the same slot (time and venue) twice`);
    }
    if (slots.length < round.length) {
      throw new Error(
        `Schedule: game day ${r + 1} has ${slots.length} slots, but round ${r + 1} has ${round.length} games`,
      );
    }
    round.forEach((pairing, g) => {
      const slot = slots[(g + r) % round.length]!;
      games.push({ ...pairing, startsAt: slot.startsAt, venue: slot.venue });
    });
  });
  return games;
}
