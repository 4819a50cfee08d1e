import { describe, expect, it } from 'vitest';
import { isWaiverOutstanding } from './waiver-status.ts';

const latest = { waiverVersion: '2', name: 'Player waiver 2027' };

describe("spec §4's waiver rule", () => {
  it('is not outstanding when the organization has no waiver', () => {
    expect(isWaiverOutstanding(null, null)).toBe(false);
    expect(isWaiverOutstanding(undefined, { status: 'agreed', waiverVersion: '1', name: 'x' })).toBe(false);
  });

  it('is outstanding when the member never signed', () => {
    expect(isWaiverOutstanding(latest, null)).toBe(true);
  });

  it('is settled when the agreed signature has the latest version', () => {
    expect(
      isWaiverOutstanding(latest, { status: 'agreed', waiverVersion: '2', name: 'Player waiver 2027' }),
    ).toBe(false);
  });

  it('is outstanding again once a new version is published, even under the same name', () => {
    expect(
      isWaiverOutstanding(latest, { status: 'agreed', waiverVersion: '1', name: 'Player waiver 2027' }),
    ).toBe(true);
  });

  it('is outstanding when the signature is not agreed', () => {
    expect(isWaiverOutstanding(latest, { status: 'declined', waiverVersion: '2', name: latest.name })).toBe(
      true,
    );
  });

  it('falls back to the name when a side has no version', () => {
    expect(isWaiverOutstanding(latest, { status: 'agreed', waiverVersion: null, name: latest.name })).toBe(
      false,
    );
    expect(isWaiverOutstanding(latest, { status: 'agreed', waiverVersion: null, name: 'Old waiver' })).toBe(
      true,
    );
    expect(
      isWaiverOutstanding(
        { waiverVersion: null, name: 'Old waiver' },
        { status: 'agreed', waiverVersion: '1', name: 'Old waiver' },
      ),
    ).toBe(false);
    expect(isWaiverOutstanding(latest, { status: 'agreed', waiverVersion: null, name: null })).toBe(true);
  });
});
