import { describe, expect, it } from 'vitest';
import { jerseyColorName, jerseyColorValue } from './jersey-colors.ts';
import { compareRosterEntries, type RosterEntryDto } from './roster.ts';
import { teamFormSchema } from './team.ts';

const form = {
  name: ' Austin Armadillos ',
  abbreviation: 'atx',
  established: '2019',
  location: 'Austin, TX',
  zip: 'k1a 0b1',
  jerseyColor: 'purple',
};

describe('team form', () => {
  const schema = teamFormSchema(() => new Date('2026-06-01T00:00:00Z'));

  it('trims, uppercases the abbreviation and zip, reads the year and maps the colour', () => {
    expect(schema.parse(form)).toEqual({
      name: 'Austin Armadillos',
      abbreviation: 'ATX',
      established: 2019,
      location: 'Austin, TX',
      zip: 'K1A 0B1',
      jerseyColor: '#6A1B9A',
    });
  });

  it('accepts this year and refuses next year', () => {
    expect(schema.safeParse({ ...form, established: 2026 }).success).toBe(true);
    expect(schema.safeParse({ ...form, established: 2027 }).error?.issues[0]?.message).toBe(
      'Established year cannot be in the future',
    );
  });

  it('treats an empty zip as none', () => {
    expect(schema.parse({ ...form, zip: '' }).zip).toBeNull();
  });
});

describe('jersey colours', () => {
  it('maps names and values both ways', () => {
    expect(jerseyColorValue('Forest Green')).toBe('#1B5E20');
    expect(jerseyColorValue('#1b5e20')).toBe('#1B5E20');
    expect(jerseyColorValue('Plaid')).toBeUndefined();
    expect(jerseyColorName('#1b5e20')).toBe('Forest Green');
  });
});

describe('roster order', () => {
  const entry = (memberId: string, firstName: string, isCaptain = false) =>
    ({ memberId, isCaptain, member: { firstName, lastName: '' } }) as RosterEntryDto;

  it('puts the viewer first, then captains, then first names', () => {
    const sorted = [
      entry('b', 'bruno'),
      entry('c', 'Zoe', true),
      entry('a', 'Ana'),
      entry('me', 'Yara'),
    ].sort(compareRosterEntries('me'));
    expect(sorted.map((e) => e.member.firstName)).toEqual(['Yara', 'Zoe', 'Ana', 'bruno']);
  });
});
