import { describe, expect, it } from 'vitest';
import {
  type ConfirmationInput,
  confirmScore,
  isComplete,
  isPast,
  PAST_AFTER_HOURS,
  type ScoreReport,
} from './score-confirmation.ts';

const HOUR = 3_600_000;
const startsAt = new Date('2025-09-06T18:00:00Z');
const at = (hoursAfterKickoff: number) => new Date(startsAt.getTime() + hoursAfterKickoff * HOUR);
const report = (
  teamId: string,
  teamScore: number | null,
  opponentScore: number | null,
  hoursAfterKickoff = 2,
): ScoreReport => ({ teamId, teamScore, opponentScore, reportedAt: at(hoursAfterKickoff) });

const input = (over: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  homeTeamId: 'home',
  awayTeamId: 'away',
  startsAt,
  now: at(3),
  reports: [],
  ...over,
});

describe('isComplete', () => {
  it('needs both scores as integers of 0 or more', () => {
    expect(isComplete(report('home', 2, 0))).toBe(true);
    expect(isComplete(report('home', 0, 0))).toBe(true);
    expect(isComplete(report('home', null, 1))).toBe(false);
    expect(isComplete(report('home', 1, null))).toBe(false);
    expect(isComplete(report('home', 1.5, 1))).toBe(false);
    expect(isComplete(report('home', -1, 1))).toBe(false);
    expect(isComplete(report('home', Number.NaN, 1))).toBe(false);
  });
});

describe('isPast', () => {
  it(`is true from ${PAST_AFTER_HOURS} hours after kick-off`, () => {
    expect(isPast(startsAt, new Date(at(72).getTime() - 1))).toBe(false);
    expect(isPast(startsAt, at(72))).toBe(true);
  });
});

describe('confirmScore', () => {
  it('before kick-off without reports: preview; after kick-off: saved', () => {
    expect(confirmScore(input({ now: at(-1) }))).toMatchObject({ status: 'preview', final: null });
    expect(confirmScore(input({ now: at(0) }))).toMatchObject({ status: 'saved', final: null });
    expect(confirmScore(input({ now: at(100) }))).toMatchObject({ status: 'saved', final: null });
  });

  it('ignores reports from a team not in the game', () => {
    expect(confirmScore(input({ reports: [report('stranger', 1, 0)] })).status).toBe('saved');
  });

  it('any incomplete report: saved_incomplete, even past 72 hours beside a complete one', () => {
    expect(confirmScore(input({ reports: [report('home', 2, null)] })).status).toBe('saved_incomplete');
    const mixed = [report('home', 2, 1), report('away', 1, null)];
    expect(confirmScore(input({ reports: mixed, now: at(80) }))).toMatchObject({
      status: 'saved_incomplete',
      final: null,
    });
  });

  it('one complete report before the game is past: saved_complete', () => {
    expect(confirmScore(input({ reports: [report('home', 2, 1)], now: at(71) }))).toEqual({
      status: 'saved_complete',
      final: null,
      confirmedByOrganizer: false,
      reason: 'Waiting for the other team to report.',
    });
  });

  it('one complete report once the game is past: it stands, mirrored to home and away', () => {
    expect(confirmScore(input({ reports: [report('home', 2, 1)], now: at(72) }))).toMatchObject({
      status: 'published',
      final: { homeGoals: 2, awayGoals: 1 },
      confirmedByOrganizer: false,
    });
    expect(confirmScore(input({ reports: [report('away', 4, 0)], now: at(90) }))).toMatchObject({
      status: 'published',
      final: { homeGoals: 0, awayGoals: 4 },
      confirmedByOrganizer: false,
    });
  });

  it('one complete report past 72 hours that an organizer objected to: conflict', () => {
    const outcome = confirmScore(
      input({ reports: [report('home', 2, 1)], now: at(72), organizerObjected: true }),
    );
    expect(outcome).toMatchObject({ status: 'conflict', final: null, confirmedByOrganizer: false });
  });

  it('two reports that agree: published and confirmed by organizer', () => {
    const reports = [report('home', 3, 1), report('away', 1, 3)];
    expect(confirmScore(input({ reports }))).toEqual({
      status: 'published',
      final: { homeGoals: 3, awayGoals: 1 },
      confirmedByOrganizer: true,
      reason: 'Both teams reported the same score.',
    });
    // An objection is about a lone report; two agreeing captains are not overruled by it.
    expect(confirmScore(input({ reports, organizerObjected: true })).status).toBe('published');
  });

  it('two reports that disagree: conflict, before and after the game is past', () => {
    const reports = [report('home', 3, 1), report('away', 1, 1)];
    for (const now of [at(3), at(200)]) {
      expect(confirmScore(input({ reports, now }))).toMatchObject({ status: 'conflict', final: null });
    }
    // Swapped scores (each claims the win) disagree too.
    expect(confirmScore(input({ reports: [report('home', 2, 1), report('away', 2, 1)] })).status).toBe(
      'conflict',
    );
  });

  it("counts each team's latest report, so a corrected report settles a conflict", () => {
    const reports = [report('home', 3, 1, 1), report('away', 1, 1, 2), report('away', 1, 3, 5)];
    expect(confirmScore(input({ reports, now: at(6) }))).toMatchObject({
      status: 'published',
      final: { homeGoals: 3, awayGoals: 1 },
    });
    expect(confirmScore(input({ reports: [...reports].reverse(), now: at(6) })).status).toBe('published');
  });

  it('gives one result for reports racing in either order, and the same result when run twice', () => {
    const home = report('home', 2, 2, 4);
    const away = report('away', 2, 2, 4); // the same instant
    const a = confirmScore(input({ reports: [home, away] }));
    const b = confirmScore(input({ reports: [away, home] }));
    expect(a).toEqual(b);
    expect(confirmScore(input({ reports: [home, away] }))).toEqual(a);
    expect(a).toMatchObject({ status: 'published', final: { homeGoals: 2, awayGoals: 2 } });
  });

  it('an organizer override publishes its score over any reports', () => {
    const reports = [report('home', 3, 1), report('away', 1, 1)];
    expect(confirmScore(input({ reports, organizerOverride: { homeGoals: 2, awayGoals: 2 } }))).toEqual({
      status: 'published',
      final: { homeGoals: 2, awayGoals: 2 },
      confirmedByOrganizer: true,
      reason: 'Score entered by an organizer.',
    });
    // …also before kick-off, and a null override means none.
    expect(
      confirmScore(input({ now: at(-5), organizerOverride: { homeGoals: 0, awayGoals: 1 } })).status,
    ).toBe('published');
    expect(confirmScore(input({ organizerOverride: null })).status).toBe('saved');
  });

  it('rejects an override that is not two non-negative integers', () => {
    expect(() => confirmScore(input({ organizerOverride: { homeGoals: -1, awayGoals: 0 } }))).toThrow(
      /integers/,
    );
    expect(() => confirmScore(input({ organizerOverride: { homeGoals: 1.5, awayGoals: 0 } }))).toThrow(
      /integers/,
    );
  });

  it('a forfeit publishes the forfeit score for the team that showed up, 3–0 unless configured', () => {
    expect(confirmScore(input({ forfeitedBy: 'away', reports: [report('home', 1, 1)] }))).toMatchObject({
      status: 'published',
      final: { homeGoals: 3, awayGoals: 0 },
      confirmedByOrganizer: true,
    });
    expect(confirmScore(input({ forfeitedBy: 'home', forfeitScore: { winner: 5, loser: 0 } }))).toMatchObject(
      {
        status: 'published',
        final: { homeGoals: 0, awayGoals: 5 },
      },
    );
    // A forfeit is what the standings count, so it wins over an override too.
    const both = confirmScore(
      input({ forfeitedBy: 'home', organizerOverride: { homeGoals: 4, awayGoals: 0 } }),
    );
    expect(both.final).toEqual({ homeGoals: 0, awayGoals: 3 });
    expect(() => confirmScore(input({ forfeitedBy: 'stranger' }))).toThrow(/neither team/);
  });

  it('a canceled game is canceled whatever else is known', () => {
    expect(
      confirmScore(
        input({
          canceled: true,
          forfeitedBy: 'home',
          organizerOverride: { homeGoals: 1, awayGoals: 0 },
          reports: [report('home', 1, 0), report('away', 0, 1)],
        }),
      ),
    ).toEqual({
      status: 'canceled',
      final: null,
      confirmedByOrganizer: false,
      reason: 'The game was canceled.',
    });
  });
});
