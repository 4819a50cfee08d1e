import { describe, expect, it } from 'vitest';
import { leagueMediaFormSchema, leaguePostSchema } from '../../../contracts/leagues/index.ts';
import {
  canceledText,
  clapCountAfter,
  isScheduleChange,
  kickOffLabel,
  movedText,
  resultText,
} from './league-feed.ts';

const teams = { homeName: 'Riverside Rovers', awayName: 'Eastside Eagles' };
const tuesdayEvening = new Date('2027-03-10T01:00:00Z'); // 7:00 PM in Chicago on Tuesday 9 March

describe('feed item texts', () => {
  it('says a result with its score, and a forfeit as such', () => {
    expect(resultText(teams, 2, 1, false)).toBe('Riverside Rovers 2–1 Eastside Eagles');
    expect(resultText(teams, 0, 3, true)).toBe('Riverside Rovers 0–3 Eastside Eagles (forfeit)');
  });

  it('tells a moved or canceled game’s kick-off in the league’s own time zone', () => {
    expect(kickOffLabel(tuesdayEvening, 'America/Chicago')).toBe('Tue, Mar 9, 7:00 PM');
    expect(kickOffLabel(tuesdayEvening, 'America/Denver')).toBe('Tue, Mar 9, 6:00 PM');
    expect(movedText(teams, tuesdayEvening, 'America/Chicago', 'North field')).toBe(
      'Riverside Rovers vs Eastside Eagles moved to Tue, Mar 9, 7:00 PM at North field',
    );
    expect(canceledText(teams, tuesdayEvening, 'America/Chicago')).toBe(
      'Riverside Rovers vs Eastside Eagles on Tue, Mar 9, 7:00 PM is canceled',
    );
  });
});

describe('which game changes are news', () => {
  it('counts a new time or venue, not a referee named', () => {
    expect(isScheduleChange(['startsAt'])).toBe(true);
    expect(isScheduleChange(['venue', 'refereeId'])).toBe(true);
    expect(isScheduleChange(['refereeId'])).toBe(false);
    expect(isScheduleChange([])).toBe(false);
  });
});

describe('claps', () => {
  it('adds one clap per member and takes it back on unclap', () => {
    expect(clapCountAfter(4, false, 'clap')).toEqual({ count: 5, changed: true });
    expect(clapCountAfter(5, true, 'unclap')).toEqual({ count: 4, changed: true });
  });

  it('changes nothing when clapping twice or unclapping without a clap', () => {
    expect(clapCountAfter(5, true, 'clap')).toEqual({ count: 5, changed: false });
    expect(clapCountAfter(0, false, 'unclap')).toEqual({ count: 0, changed: false });
  });

  it('never counts below zero', () => {
    expect(clapCountAfter(0, true, 'unclap')).toEqual({ count: 0, changed: true });
  });
});

describe('an organizer’s post', () => {
  const image = '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10';

  it('needs text or an image', () => {
    const empty = leaguePostSchema.safeParse({ text: '   ', mediaIds: [] });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Write something or add an image');
    expect(leaguePostSchema.safeParse({ mediaIds: [image] }).success).toBe(true);
    expect(leaguePostSchema.parse({ text: '  Week 3 is on!  ' })).toEqual({
      text: 'Week 3 is on!',
      mediaIds: [],
    });
  });

  it('takes at most 2000 characters and 4 images', () => {
    expect(leaguePostSchema.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'A post can be at most 2000 characters',
    );
    expect(
      leaguePostSchema.safeParse({ text: 'Photos', mediaIds: Array(5).fill(image) }).error?.issues[0]
        ?.message,
    ).toBe('A post can have at most 4 images');
  });

  it('knows the spec’s image kinds, IMAGE by default', () => {
    expect(leagueMediaFormSchema.parse({})).toEqual({ kind: 'IMAGE' });
    for (const kind of ['KICKOFF', 'CHAMP', 'IMAGE', 'COVER'])
      expect(leagueMediaFormSchema.parse({ kind })).toEqual({ kind });
    expect(leagueMediaFormSchema.safeParse({ kind: 'SELFIE' }).error?.issues[0]?.message).toBe(
      'Image kind must be one of KICKOFF, CHAMP, IMAGE, COVER',
    );
  });
});
