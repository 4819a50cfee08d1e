import { describe, expect, it } from 'vitest';
import {
  type ConfirmationOutcome,
  confirmScore,
  type ResultEventName,
  resultChange,
  type ScoreReport,
  type StoredResult,
} from './score-confirmation.ts';

// Two captains' reports and the 72-hour deadline reach the worker as separate jobs, which run in any
// order and at any time after what set them off. Whatever the order, the game must end in one state
// (spec §4: agreeing reports mark it confirmed), and the table's input (the result events) must add up
// to one result. The worker's step is confirmScore then resultChange over what is stored, as
// reconfirmGame does under the game's row lock; these tests run that step over every interleaving.

const HOUR = 3_600_000;
const startsAt = new Date('2027-03-03T01:00:00Z');
const at = (hours: number) => new Date(startsAt.getTime() + hours * HOUR);

type Step = 'homeReports' | 'awayReports' | 'confirmHome' | 'confirmAway' | 'hours72Pass' | 'deadlineJob';
const STEPS: Step[] = [
  'homeReports',
  'awayReports',
  'confirmHome',
  'confirmAway',
  'hours72Pass',
  'deadlineJob',
];
/** A job runs only after what set it off. */
const AFTER: Partial<Record<Step, Step>> = {
  confirmHome: 'homeReports',
  confirmAway: 'awayReports',
  deadlineJob: 'hours72Pass',
};

function* orders(left: Step[], done: Step[] = []): Generator<Step[]> {
  if (left.length === 0) yield done;
  for (const step of left) {
    const needs = AFTER[step];
    if (needs && !done.includes(needs)) continue;
    yield* orders(
      left.filter((other) => other !== step),
      [...done, step],
    );
  }
}
const ALL_ORDERS = [...orders(STEPS)];

interface Played {
  stored: StoredResult;
  events: ResultEventName[];
  conflicts: number;
}

/** Plays one order: each confirmation is the worker's step at that moment over the stored reports. */
function play(order: Step[], away: [number, number], reruns = 1): Played {
  const reports: ScoreReport[] = [];
  let stored: StoredResult = {
    status: 'saved',
    homeScore: null,
    awayScore: null,
    confirmedByOrganizer: false,
  };
  const events: ResultEventName[] = [];
  let conflicts = 0;
  let hours = 2;
  const confirm = () => {
    const outcome: ConfirmationOutcome = confirmScore({
      homeTeamId: 'home',
      awayTeamId: 'away',
      startsAt,
      now: at(hours),
      reports,
    });
    const change = resultChange(stored, outcome, false);
    if (!change.changed) return;
    stored = {
      status: outcome.status,
      homeScore: outcome.final?.homeGoals ?? null,
      awayScore: outcome.final?.awayGoals ?? null,
      confirmedByOrganizer: outcome.confirmedByOrganizer,
    };
    if (change.event) events.push(change.event);
    if (change.conflictBegan) conflicts += 1;
  };
  for (const step of order) {
    hours += 1;
    if (step === 'hours72Pass') hours = Math.max(hours, 72);
    if (step === 'homeReports')
      reports.push({ teamId: 'home', teamScore: 2, opponentScore: 1, reportedAt: at(hours) });
    if (step === 'awayReports')
      reports.push({ teamId: 'away', teamScore: away[0], opponentScore: away[1], reportedAt: at(hours) });
    if (step === 'confirmHome' || step === 'confirmAway' || step === 'deadlineJob')
      for (let run = 0; run < reruns; run += 1) confirm();
  }
  return { stored, events, conflicts };
}

/** What the standings saw: +1 a result confirmed, -1 withdrawn (corrections change a result, not the count). */
const resultsCounted = (events: ResultEventName[]) =>
  events.filter((e) => e === 'result-confirmed').length -
  events.filter((e) => e === 'result-withdrawn').length;

describe('two captains’ reports, in every order the jobs can run', () => {
  it(`covers every interleaving (${ALL_ORDERS.length} orders), the 72 hours passing before, between and after the reports`, () => {
    expect(ALL_ORDERS.length).toBe(90);
    const byDeadline = (order: Step[]) =>
      order.filter((step) => step.endsWith('Reports') && order.indexOf(step) > order.indexOf('hours72Pass'))
        .length;
    expect(new Set(ALL_ORDERS.map(byDeadline))).toEqual(new Set([0, 1, 2]));
  });

  it('agreeing reports end confirmed with the agreed score and one result, whichever job ran first', () => {
    for (const order of ALL_ORDERS) {
      for (const reruns of [1, 2]) {
        const played = play(order, [1, 2], reruns);
        expect({ order, ...played.stored }).toEqual({
          order,
          status: 'published',
          homeScore: 2,
          awayScore: 1,
          confirmedByOrganizer: true,
        });
        expect({ order, events: played.events }).toEqual({ order, events: ['result-confirmed'] });
        expect(played.conflicts).toBe(0);
      }
    }
  });

  it('a report that stood alone for 72 hours becomes confirmed when the other team agrees later, without a second result', () => {
    const order: Step[] = [
      'homeReports',
      'confirmHome',
      'hours72Pass',
      'deadlineJob',
      'awayReports',
      'confirmAway',
    ];
    const afterDeadline = play(order.slice(0, 4), [1, 2]);
    expect(afterDeadline.stored).toEqual({
      status: 'published',
      homeScore: 2,
      awayScore: 1,
      confirmedByOrganizer: false,
    });
    const agreed = play(order, [1, 2]);
    expect(agreed.stored.confirmedByOrganizer).toBe(true);
    expect(agreed.events).toEqual(['result-confirmed']);
  });

  it('disagreeing reports end in conflict with no result counted, whichever job ran first', () => {
    for (const order of ALL_ORDERS) {
      const played = play(order, [2, 1]);
      expect({ order, ...played.stored }).toEqual({
        order,
        status: 'conflict',
        homeScore: null,
        awayScore: null,
        confirmedByOrganizer: false,
      });
      expect({ order, counted: resultsCounted(played.events) }).toEqual({ order, counted: 0 });
      expect(played.conflicts).toBe(1);
    }
  });
});

describe('resultChange', () => {
  const published = (confirmedByOrganizer: boolean): StoredResult => ({
    status: 'published',
    homeScore: 2,
    awayScore: 1,
    confirmedByOrganizer,
  });
  const outcome = (over: Partial<ConfirmationOutcome>): ConfirmationOutcome => ({
    status: 'published',
    final: { homeGoals: 2, awayGoals: 1 },
    confirmedByOrganizer: true,
    reason: '',
    ...over,
  });

  it('writes a confirmation that only turns the flag on, and records no result for it', () => {
    expect(resultChange(published(false), outcome({}), false)).toEqual({
      changed: true,
      event: null,
      conflictBegan: false,
    });
  });

  it('changes nothing when the outcome is what is stored', () => {
    expect(resultChange(published(true), outcome({}), false)).toEqual({
      changed: false,
      event: null,
      conflictBegan: false,
    });
  });

  it('names a new result confirmed, a changed one corrected, a forfeit forfeited and a lost one withdrawn', () => {
    const saved: StoredResult = {
      status: 'saved',
      homeScore: null,
      awayScore: null,
      confirmedByOrganizer: false,
    };
    expect(resultChange(saved, outcome({}), false).event).toBe('result-confirmed');
    expect(
      resultChange(published(true), outcome({ final: { homeGoals: 3, awayGoals: 1 } }), false).event,
    ).toBe('result-corrected');
    expect(resultChange(saved, outcome({ final: { homeGoals: 3, awayGoals: 0 } }), true).event).toBe(
      'result-forfeited',
    );
    expect(
      resultChange(
        published(false),
        outcome({ status: 'conflict', final: null, confirmedByOrganizer: false }),
        false,
      ),
    ).toEqual({ changed: true, event: 'result-withdrawn', conflictBegan: true });
  });
});
