import { describe, expect, it } from 'vitest';
import { findCityByPath } from './cities.ts';
import { formatsOf, joinSteps } from './league-content.ts';

describe('league content', () => {
  it('names every format when no city is chosen', () => {
    expect(formatsOf()).toBe('5v5, futsal, 7x7, 9x9 or 11v11');
  });

  it('names only the formats a city plays', () => {
    expect(formatsOf(findCityByPath('charlotte'))).toBe('5v5, 7x7 or 9x9');
  });

  it('speaks of the city in its steps', () => {
    expect(joinSteps(findCityByPath('denver'))[0]?.text).toContain('in Denver');
  });
});
