import { describe, expect, it } from 'vitest';
import { subRequestSchema, updateSubRequestSchema } from '../../../../contracts/marketplace/sub-requests.ts';
import { gameDayOf } from './post-sub-request.ts';
import { type SubRequestRow, toSubRequestDto } from './sub-request-rows.ts';

const form = {
  eventId: 'e',
  workspaceId: 1,
  needed: 2,
  positions: ['forward', 'goalkeeper', 'forward'],
  level: 'competitive',
};
const messageOf = (input: Record<string, unknown>) =>
  subRequestSchema.safeParse({ ...form, ...input }).error?.issues[0]?.message;

describe('sub request rules (issue 20)', () => {
  it('takes 1 to 10 subs, known positions once each in order, a note of at most 280 and money in cents', () => {
    const parsed = subRequestSchema.parse(form);
    expect(parsed).toMatchObject({ positions: ['goalkeeper', 'forward'], feeShare: null, note: '' });
    expect(messageOf({ needed: 0 })).toBe('Subs needed must be a whole number from 1 to 10');
    expect(messageOf({ needed: 11 })).toBe('Subs needed must be a whole number from 1 to 10');
    expect(messageOf({ needed: 1.5 })).toBe('Subs needed must be a whole number from 1 to 10');
    expect(messageOf({ positions: [] })).toMatch(/^Choose at least one position/);
    expect(messageOf({ note: 'x'.repeat(281) })).toBe('Note must be at most 280 characters');
    expect(messageOf({ note: ` ${'x'.repeat(280)} ` })).toBeUndefined();
    expect(messageOf({ feeShare: { amountCents: 8.5, currency: 'USD' } })).toMatch(/^Share of the fee/);
    expect(messageOf({ feeShare: { amountCents: 800, currency: 'GBP' } })).toMatch(/^Currency must be/);
    expect(updateSubRequestSchema.parse({})).toEqual({});
  });

  it("names the game's weekday where it is played, not in UTC", () => {
    // 02:00 UTC on a Saturday is still Friday evening in Austin.
    const instant = new Date('2027-03-13T02:00:00Z');
    expect(gameDayOf(instant, 'America/Chicago')).toBe('friday');
    expect(gameDayOf(instant, 'Europe/Berlin')).toBe('saturday');
  });

  it('shows an open request whose game has started as closed', () => {
    const row = {
      id: 'r',
      event_id: 'e',
      event_kind: 'team_event',
      team_id: 't',
      team_name: 'T',
      posted_by: 'm',
      organization_id: 15,
      workspace_id: 1,
      city_name: 'Austin',
      title: 'Game',
      address_name: 'Field',
      starts_at: new Date('2027-01-01T18:00:00Z'),
      time_zone: 'America/Chicago',
      game_day: 'friday',
      needed: 2,
      accepted: 1,
      positions: '{defender,forward}',
      level: 'recreational',
      fee_share_cents: 800,
      fee_share_currency: 'USD',
      note: '',
      status: 'open',
      created_at: new Date(),
      updated_at: new Date(),
    } satisfies SubRequestRow;
    const before = toSubRequestDto(row, new Date('2027-01-01T17:59:00Z'));
    expect(before).toMatchObject({
      status: 'open',
      positions: ['defender', 'forward'],
      feeShare: { amountCents: 800, currency: 'USD' },
    });
    expect(toSubRequestDto(row, new Date('2027-01-01T18:00:00Z')).status).toBe('closed');
    expect(toSubRequestDto({ ...row, status: 'filled' }, new Date('2027-01-01T19:00:00Z')).status).toBe(
      'filled',
    );
  });
});
