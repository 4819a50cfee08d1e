import { describe, expect, it } from 'vitest';
import { pickupGroupDetailsSchema, pickupGroupImagesSchema } from './pickup-group.ts';

const valid = {
  name: 'Sunday Kickers',
  acronym: 'sk',
  established: '2019',
  location: 'Austin',
  timezone: 'US/Central',
};
const messages = (value: unknown) => {
  const result = pickupGroupDetailsSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('pickup group details (spec §5)', () => {
  it('upper-cases the acronym and reads the year from a form field', () => {
    expect(pickupGroupDetailsSchema.parse(valid)).toEqual({ ...valid, acronym: 'SK', established: 2019 });
  });

  it('names each rule with its message', () => {
    expect(messages({})).toEqual([
      ['name', 'This field is required'],
      ['acronym', 'This field is required'],
      ['established', 'This field is required'],
      ['location', 'This field is required'],
      ['timezone', 'This field is required'],
    ]);
    expect(messages({ ...valid, acronym: 'S' })).toEqual([
      ['acronym', 'Abbreviation must be at least 2 characters long'],
    ]);
    expect(messages({ ...valid, acronym: 'SKFCX' })).toEqual([
      ['acronym', 'Abbreviation must not exceed 4 characters'],
    ]);
    expect(messages({ ...valid, established: String(new Date().getUTCFullYear() + 1) })).toEqual([
      ['established', 'Established year cannot be in the future'],
    ]);
  });
});

describe('pickup group images (spec §5)', () => {
  const file = (size: number, type = 'image/png') => ({ size, type });
  it('requires both, png/gif/jpeg, at most 5 MB', () => {
    const issues = (value: unknown) => {
      const result = pickupGroupImagesSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(issues({})).toEqual(['Group Banner required', 'Group Badge required']);
    expect(issues({ banner: file(5_000_000), badge: file(10, 'image/gif') })).toEqual([]);
    expect(issues({ banner: file(5_000_001), badge: file(10, 'image/svg+xml') })).toEqual([
      'File size cannot be > 5MB',
      'Please choose a PNG, GIF or JPEG image',
    ]);
  });
});
