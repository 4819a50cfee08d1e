import { describe, expect, it } from 'vitest';
import { createPickupEventSchema, pickupEventIdSchema, updatePickupEventSchema } from './pickup-event.ts';

const valid = {
  pickupGroupId: '0190b6a4-8a8e-7c1e-9f1a-000000000001',
  title: 'Thursday night 7v7',
  address: 'Central Park field 3',
  year: 2030,
  month: 3,
  date: 14,
  hours: 19,
  minutes: 30,
  capacity: 14,
  price: { amountCents: 800, currency: 'USD' },
};

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('createPickupEventSchema', () => {
  it('accepts a game and fills the defaults', () => {
    const parsed = createPickupEventSchema.parse({ ...valid, capacity: '14' });
    expect(parsed).toMatchObject({ capacity: 14, refundCutoffHours: 24, description: '' });
  });

  it('accepts no set price', () => {
    expect(createPickupEventSchema.parse({ ...valid, price: null }).price).toBeNull();
  });

  it('names every missing field with the spec message', () => {
    const result = createPickupEventSchema.safeParse({ pickupGroupId: valid.pickupGroupId, price: null });
    expect(messages(result)).toMatchObject({
      title: 'This field is required',
      address: 'This field is required',
      year: 'This field is required',
      capacity: 'This field is required',
    });
  });

  it('refuses impossible dates, zero spots and a long cut-off', () => {
    const result = createPickupEventSchema.safeParse({
      ...valid,
      month: 2,
      date: 30,
      capacity: 0,
      refundCutoffHours: 500,
    });
    expect(messages(result)).toEqual({
      date: 'Please enter a valid date',
      capacity: 'Spots must be a whole number from 1 to 500',
      refundCutoffHours: 'Refund cut-off must be a whole number of hours from 0 to 168',
    });
  });
});

describe('updatePickupEventSchema', () => {
  it('accepts only what changed', () => {
    expect(updatePickupEventSchema.parse({ capacity: 16, version: 2 })).toEqual({ capacity: 16, version: 2 });
  });
});

describe('pickupEventIdSchema', () => {
  it('takes a numeric id from the path and refuses anything else', () => {
    expect(pickupEventIdSchema.parse('42')).toBe(42);
    expect(pickupEventIdSchema.safeParse('abc').success).toBe(false);
    expect(pickupEventIdSchema.safeParse('0').success).toBe(false);
    expect(pickupEventIdSchema.safeParse('1.5').success).toBe(false);
  });
});
