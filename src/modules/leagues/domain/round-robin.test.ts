import { describe, expect, it } from 'vitest';
import {
  gameDaysNeeded,
  type Pairing,
  roundRobin,
  type ScheduledGame,
  SeasonTooShort,
  type Slot,
  scheduleSeason,
} from './round-robin.ts';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${String(i + 1).padStart(2, '0')}`);
const DAY = 86_400_000;
const HOUR = 3_600_000;
const firstDay = Date.UTC(2025, 8, 6, 18);

/** `count` weekly game days, each with `slotsPerDay` slots: hourly kick-offs alternating two fields. */
const gameDays = (count: number, slotsPerDay: number) =>
  Array.from({ length: count }, (_, d) => ({
    slots: Array.from(
      { length: slotsPerDay },
      (_, s): Slot => ({
        startsAt: new Date(firstDay + 7 * d * DAY + Math.floor(s / 2) * HOUR),
        venue: `Field ${(s % 2) + 1}`,
      }),
    ),
  }));

const pairKey = (a: string, b: string) => [a, b].sort().join('-');

/** Each team's venue sequence, 'H'/'A', in round order. */
function venueSequences(rounds: Pairing[][]): Map<string, string> {
  const seq = new Map<string, string>();
  for (const round of rounds) {
    for (const p of round) {
      seq.set(p.homeTeamId, `${seq.get(p.homeTeamId) ?? ''}H`);
      seq.set(p.awayTeamId, `${seq.get(p.awayTeamId) ?? ''}A`);
    }
  }
  return seq;
}

const breaks = (s: string) => [...s].filter((c, k) => k > 0 && c === s[k - 1]).length;
const count = (s: string, c: string) => [...s].filter((x) => x === c).length;

describe('roundRobin for 4 to 20 teams', () => {
  for (let n = 4; n <= 20; n++) {
    const ids = teams(n);
    const roundsPerLeg = n % 2 === 0 ? n - 1 : n;

    it(`${n} teams, single: every pair once, nobody twice in a round, byes and home/away balanced`, () => {
      const rounds = roundRobin(ids);
      expect(rounds).toHaveLength(roundsPerLeg);
      expect(rounds.map((r) => r[0]!.round)).toEqual(Array.from({ length: roundsPerLeg }, (_, i) => i + 1));

      const meetings = new Map<string, number>();
      for (const round of rounds) {
        expect(round).toHaveLength(Math.floor(n / 2));
        const playing = round.flatMap((p) => [p.homeTeamId, p.awayTeamId]);
        expect(new Set(playing).size).toBe(playing.length);
        for (const p of round) {
          expect(p.homeTeamId).not.toBe(p.awayTeamId);
          meetings.set(
            pairKey(p.homeTeamId, p.awayTeamId),
            (meetings.get(pairKey(p.homeTeamId, p.awayTeamId)) ?? 0) + 1,
          );
        }
      }
      expect(meetings.size).toBe((n * (n - 1)) / 2);
      expect([...meetings.values()].every((m) => m === 1)).toBe(true);

      const seq = venueSequences(rounds);
      for (const id of ids) {
        const s = seq.get(id)!;
        // Odd counts: exactly one bye each (one round without the team); even: none.
        expect(s.length).toBe(n - 1);
        expect(rounds.filter((r) => !r.some((p) => p.homeTeamId === id || p.awayTeamId === id))).toHaveLength(
          n % 2,
        );
        expect(Math.abs(count(s, 'H') - count(s, 'A'))).toBeLessThanOrEqual(1);
        // Home and away alternate: at most one break per team (none with byes).
        expect(breaks(s)).toBeLessThanOrEqual(n % 2 === 0 ? 1 : 0);
      }
    });

    it(`${n} teams, double: every pair twice, once at each home, second leg mirrors the first`, () => {
      const rounds = roundRobin(ids, { double: true });
      expect(rounds).toHaveLength(2 * roundsPerLeg);
      expect(rounds.map((r) => r[0]!.round)).toEqual(
        Array.from({ length: 2 * roundsPerLeg }, (_, i) => i + 1),
      );

      const homeGames = new Set<string>();
      for (const round of rounds) {
        const playing = round.flatMap((p) => [p.homeTeamId, p.awayTeamId]);
        expect(new Set(playing).size).toBe(playing.length);
        for (const p of round) {
          const key = `${p.homeTeamId}>${p.awayTeamId}`;
          expect(homeGames.has(key)).toBe(false);
          homeGames.add(key);
        }
      }
      expect(homeGames.size).toBe(n * (n - 1)); // every ordered pair: each team hosts each other once

      for (const id of ids) {
        const legByes = (from: number) =>
          rounds
            .slice(from, from + roundsPerLeg)
            .filter((r) => !r.some((p) => p.homeTeamId === id || p.awayTeamId === id)).length;
        expect([legByes(0), legByes(roundsPerLeg)]).toEqual([n % 2, n % 2]);
        const s = venueSequences(rounds).get(id)!;
        expect(count(s, 'H')).toBe(count(s, 'A'));
      }
    });
  }
});

describe('roundRobin edge cases', () => {
  it('needs two teams for a game, and three give one bye a round', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin(['a'])).toEqual([]);
    expect(roundRobin(['a', 'b'])).toEqual([[{ round: 1, homeTeamId: 'a', awayTeamId: 'b' }]]);
    expect(roundRobin(['a', 'b'], { double: true })[1]).toEqual([
      { round: 2, homeTeamId: 'b', awayTeamId: 'a' },
    ]);
    const three = roundRobin(['a', 'b', 'c']);
    expect(three).toHaveLength(3);
    expect(three.every((r) => r.length === 1)).toBe(true);
  });

  it('rejects a team listed twice', () => {
    expect(() => roundRobin(['a', 'b', 'a'])).toThrow(/duplicates/);
  });
});

describe('scheduleSeason', () => {
  for (let n = 4; n <= 20; n++) {
    it(`${n} teams, double: one round a day on that day's slots, nobody twice a day, no slot twice`, () => {
      const perRound = Math.floor(n / 2);
      const rounds = 2 * (n % 2 === 0 ? n - 1 : n);
      const days = gameDays(rounds + 1, perRound + 1); // spare day and slot stay free
      const games = scheduleSeason(teams(n), days, { double: true });
      expect(games).toHaveLength(n * (n - 1));

      for (let r = 1; r <= rounds; r++) {
        const ofDay = games.filter((g) => g.round === r);
        const daySlots = days[r - 1]!.slots;
        for (const g of ofDay) {
          expect(daySlots.some((s) => s.startsAt === g.startsAt && s.venue === g.venue)).toBe(true);
        }
        const playing = ofDay.flatMap((g) => [g.homeTeamId, g.awayTeamId]);
        expect(new Set(playing).size).toBe(playing.length);
        const used = ofDay.map((g) => `${g.startsAt.toISOString()}|${g.venue}`);
        expect(new Set(used).size).toBe(used.length);
      }
      // The spare day is left free.
      const lastDay = days.at(-1)!.slots.map((s) => s.startsAt);
      expect(games.some((g) => lastDay.includes(g.startsAt))).toBe(false);
    });
  }

  it('uses the earliest slots of a day and turns who plays first from round to round', () => {
    const days = gameDays(3, 4);
    const games = scheduleSeason(teams(4), days);
    const late = days.flatMap((d) => d.slots.slice(2).map((s) => s.startsAt));
    expect(games.some((g) => late.includes(g.startsAt))).toBe(false);
    const firstOnField = [1, 2, 3].map((r) => {
      const g = games.find((x) => x.round === r && x.startsAt === days[r - 1]!.slots[0]!.startsAt)!;
      return [g.homeTeamId, g.awayTeamId];
    });
    expect(firstOnField.every((pair) => pair.includes('t01'))).toBe(false);
  });

  it('sorts a day’s slots by time whatever order they are given in', () => {
    const [day] = gameDays(1, 2);
    const reversed = [{ slots: [...day!.slots].reverse() }];
    expect(scheduleSeason(['a', 'b'], reversed)[0]!.startsAt).toBe(day!.slots[0]!.startsAt);
  });

  it('throws a clear error when there are fewer game days than rounds', () => {
    expect(() => scheduleSeason(teams(6), gameDays(4, 3))).toThrow(
      'Schedule: 6 teams need 5 game days, but only 4 were given',
    );
    expect(() => scheduleSeason(teams(5), gameDays(9, 2), { double: true })).toThrow(
      'Schedule: 5 teams need 10 game days for a double round robin, but only 9 were given',
    );
  });

  it('spreads a round over the following game days when a day has fewer slots than the round has games', () => {
    // The console's defaults: four teams, one venue, one time slot.
    const days = gameDays(8, 1);
    const games = scheduleSeason(teams(4), days);
    expect(games).toHaveLength(6);
    const onDay = games.map((g) => days.findIndex((d) => d.slots[0]!.startsAt === g.startsAt));
    expect(onDay).toEqual([0, 1, 2, 3, 4, 5]);
    expect(games.map((g) => g.round)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('takes exactly the game days gameDaysNeeded counts, and says how many when the season is short', () => {
    expect(gameDaysNeeded(4, 1)).toBe(6);
    expect(gameDaysNeeded(4, 2)).toBe(3);
    expect(gameDaysNeeded(4, 5)).toBe(3);
    expect(gameDaysNeeded(4, 1, { double: true })).toBe(12);
    expect(gameDaysNeeded(1, 1)).toBe(0);
    expect(() => scheduleSeason(teams(4), gameDays(5, 1))).toThrow(
      'Schedule: 4 teams need 6 game days, but only 5 were given',
    );
    try {
      scheduleSeason(teams(6), gameDays(3, 2));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SeasonTooShort);
      expect(error).toMatchObject({ gameDaysNeeded: gameDaysNeeded(6, 2), gameDaysGiven: 3 });
    }
  });

  /** The day (index into days) each game is on. */
  const dayOf = (days: ReturnType<typeof gameDays>, game: ScheduledGame) =>
    days.findIndex((d) => d.slots.some((s) => s.startsAt === game.startsAt && s.venue === game.venue));

  for (let n = 4; n <= 12; n++) {
    for (let slots = 1; slots < Math.floor(n / 2); slots++) {
      it(`${n} teams on ${slots} slots a day: every pair once, nobody twice a day, rounds kept in order`, () => {
        const needed = gameDaysNeeded(n, slots);
        const days = gameDays(needed, slots);
        const games = scheduleSeason(teams(n), days);
        expect(games).toHaveLength((n * (n - 1)) / 2);
        expect(new Set(games.map((g) => pairKey(g.homeTeamId, g.awayTeamId))).size).toBe(games.length);
        expect(new Set(games.map((g) => `${dayOf(days, g)}`)).size).toBe(needed); // no day left empty
        for (let d = 0; d < needed; d++) {
          const ofDay = games.filter((g) => dayOf(days, g) === d);
          expect(ofDay.length).toBeLessThanOrEqual(slots);
          const playing = ofDay.flatMap((g) => [g.homeTeamId, g.awayTeamId]);
          expect(new Set(playing).size).toBe(playing.length);
        }
        for (const a of games) {
          for (const b of games) {
            if (a.round < b.round) expect(dayOf(days, a)).toBeLessThanOrEqual(dayOf(days, b));
          }
        }
      });
    }
  }

  it('throws when a day lists the same slot twice', () => {
    const days = gameDays(3, 2);
    days[1] = { slots: [days[1]!.slots[0]!, { ...days[1]!.slots[0]! }] };
    expect(() => scheduleSeason(teams(4), days)).toThrow(/game day 2 lists the same slot/);
  });

  it('schedules nothing for fewer than two teams', () => {
    expect(scheduleSeason(['a'], [])).toEqual([]);
  });
});
