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

/** The season's game days cannot hold the schedule: how many it would take, and how many there are. */
export class SeasonTooShort extends Error {
  readonly gameDaysNeeded: number;
  readonly gameDaysGiven: number;

  constructor(teamCount: number, gameDaysNeeded: number, gameDaysGiven: number, double: boolean) {
    super(
      `Schedule: ${teamCount} teams need ${gameDaysNeeded} game days` +
        `${double ? ' for a double round robin' : ''}, but only ${gameDaysGiven} were given`,
    );
    this.name = 'SeasonTooShort';
    this.gameDaysNeeded = gameDaysNeeded;
    this.gameDaysGiven = gameDaysGiven;
  }
}

/**
 * Which games go on which game day, in round order: a day takes the next games while it has slots and
 * their teams have not played that day. A game of a later round may share a day with the end of the
 * round before (never with a team of it), but never comes before a game of an earlier round, so each
 * team still plays its rounds in order. When a day has at least as many slots as a round has games,
 * this is one round a day. `slotsOn(d)` is the d-th day's slot count, undefined past the last day.
 */
function layOut(
  rounds: readonly Pairing[][],
  slotsOn: (day: number) => number | undefined,
): { days: Pairing[][]; complete: boolean } {
  const pending = rounds.flat();
  const days: Pairing[][] = [];
  for (let day = 0; pending.length > 0; day++) {
    const slots = slotsOn(day);
    if (slots === undefined) return { days, complete: false };
    const playing = new Set<string>();
    const placed: Pairing[] = [];
    // The earliest round with a game left waiting: no later round may start before it is placed.
    let waitingRound = Number.POSITIVE_INFINITY;
    for (let i = 0; i < pending.length && placed.length < slots; ) {
      const game = pending[i]!;
      if (game.round > waitingRound) break;
      if (playing.has(game.homeTeamId) || playing.has(game.awayTeamId)) {
        waitingRound = Math.min(waitingRound, game.round);
        i++;
        continue;
      }
      playing.add(game.homeTeamId).add(game.awayTeamId);
      placed.push(game);
      pending.splice(i, 1);
    }
    days.push(placed);
  }
  return { days, complete: true };
}

/** How many game days of `slotsPerDay` slots a round robin of `teamCount` teams takes. */
export function gameDaysNeeded(
  teamCount: number,
  slotsPerDay: number,
  options: { double?: boolean } = {},
): number {
  if (slotsPerDay < 1) throw new Error('Schedule: a game day needs at least one slot');
  const ids = Array.from({ length: teamCount }, (_, i) => String(i));
  return layOut(roundRobin(ids, options), () => slotsPerDay).days.length;
}

/**
 * Places the rounds on the game days (gameDays: the dates in order, each with its slots); a team plays
 * at most once a day. A round goes on one day when the day has the slots for it, else it spreads over
 * the following days (see layOut); days left over stay free. Throws SeasonTooShort when the days run
 * out, with how many days of the last day's slots the schedule would take.
 *
 * Each entry of gameDays is taken to be a different date. A day's games take its earliest slots, and
 * which game gets which of them turns by one every day, so the same team is not always first on the field.
 */
export function scheduleSeason(
  teamIds: readonly string[],
  gameDays: readonly { slots: readonly Slot[] }[],
  options: { double?: boolean } = {},
): ScheduledGame[] {
  const rounds = roundRobin(teamIds, options);
  const sorted = gameDays.map((gameDay, d) => {
    const slots = [...gameDay.slots].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.venue.localeCompare(b.venue),
    );
    const seen = new Set(slots.map((s) => `${s.startsAt.toISOString()}|${s.venue}`));
    if (seen.size !== slots.length) {
      throw new Error(`Schedule: game day ${d + 1} lists the same slot (time and venue) twice`);
    }
    return slots;
  });
  const { days, complete } = layOut(rounds, (d) => sorted[d]?.length);
  if (!complete) {
    const slotsPerDay = Math.max(1, sorted.at(-1)?.length ?? 1);
    const lastSlots = gameDays.length;
    const needed = layOut(rounds, (d) => (d < lastSlots ? sorted[d]!.length : slotsPerDay)).days.length;
    throw new SeasonTooShort(teamIds.length, needed, gameDays.length, options.double === true);
  }
  return days.flatMap((games, d) =>
    games.map((pairing, g) => {
      const slot = sorted[d]![(g + d) % games.length]!;
      return { ...pairing, startsAt: slot.startsAt, venue: slot.venue };
    }),
  );
}
