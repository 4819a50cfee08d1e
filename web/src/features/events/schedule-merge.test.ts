import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../../src/contracts/events/index.ts';
import type { LeagueEventDto } from '../../../../src/contracts/leagues/index.ts';
import { mergeSchedule } from './schedule-merge';

const team = (id: string, day: number) =>
  ({ id, dateAndTime: `2027-03-${String(day).padStart(2, '0')}T18:00:00.000Z` }) as EventDto;
const league = (id: string, day: number) =>
  ({ id, dateAndTime: `2027-03-${String(day).padStart(2, '0')}T19:00:00.000Z` }) as LeagueEventDto;
const ids = (result: ReturnType<typeof mergeSchedule>) => result.items.map((item) => item.event.id);

describe('the schedule of team and league games', () => {
  it('lists both soonest first when upcoming, latest first when past', () => {
    const teams = { items: [team('t1', 2), team('t2', 9)], hasNext: false };
    const leagues = { items: [league('l1', 5), league('l2', 12)], hasNext: false };
    expect(ids(mergeSchedule('future', teams, leagues))).toEqual(['t1', 'l1', 't2', 'l2']);
    const past = mergeSchedule(
      'past',
      { items: [team('t2', 9), team('t1', 2)], hasNext: false },
      { items: [league('l2', 12), league('l1', 5)], hasNext: false },
    );
    expect(ids(past)).toEqual(['l2', 't2', 'l1', 't1']);
  });

  it('holds back games beyond the last loaded one of a list that has more', () => {
    const result = mergeSchedule(
      'future',
      { items: [team('t1', 2), team('t2', 4)], hasNext: true },
      { items: [league('l1', 3), league('l2', 20)], hasNext: false },
    );
    // The team list's next page may hold games before the 20th: the league game waits for it.
    expect(ids(result)).toEqual(['t1', 'l1', 't2']);
    expect(result.hasNext).toBe(true);
  });
});
