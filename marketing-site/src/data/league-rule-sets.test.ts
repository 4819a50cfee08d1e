import { describe, expect, it } from 'vitest';
import { leagueRuleSets, ruleSetFacts } from './league-rule-sets.ts';

describe('league rule sets', () => {
  it('hold the five formats with the constants of the spec', () => {
    const table = leagueRuleSets.map((rules) => [
      rules.format,
      rules.halfLengthMinutes,
      rules.playersToAvoidForfeit,
      rules.femalesRequiredForCoed,
      rules.restartDistanceYards,
      rules.kickIns,
      rules.fieldPlayers,
    ]);
    expect(table).toEqual([
      ['5v5', 20, 3, 1, 5, true, 4],
      ['Futsal', 20, 3, 1, 16, true, 4],
      ['7x7', 23, 4, 2, 6, false, 6],
      ['9x9', 23, 6, 4, 8, false, 8],
      ['11v11', 35, 7, 4, 10, false, 10],
    ]);
  });

  it('play offside and pause for substitutions only in 11v11', () => {
    for (const rules of leagueRuleSets) {
      expect(rules.offside).toBe(rules.format === '11v11');
      expect(rules.substitutions).toBe(rules.format === '11v11' ? 'on a pause in play' : 'on the fly');
    }
  });

  it('read as label and value rows', () => {
    const futsal = leagueRuleSets.find((rules) => rules.format === 'Futsal')!;
    expect(ruleSetFacts(futsal)).toContainEqual({ label: 'Restart distance', value: '16 yards' });
    expect(ruleSetFacts(futsal)).toContainEqual({ label: 'Ball out of touch', value: 'Kick-in' });
  });
});
