import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import { createEventSchema, eventScoreSchema } from './event.ts';

describe('event form', () => {
  it('requires every field with the spec message', () => {
    const messages = messagesFor(createEventSchema, {});
    for (const field of [
      'teamId',
      'title',
      'addressName',
      'timezone',
      'hours',
      'minutes',
      'date',
      'month',
      'year',
    ])
      expect(messages[field], field).toBe('This field is required');
  });

  it('accepts opponent for title, form strings for numbers, and refuses an impossible day', () => {
    const form = {
      teamId: '0196b3a0-0000-7000-8000-000000000001',
      opponent: 'Eagles',
      addressName: 'Zilker',
      timezone: 'America/Los_Angeles',
      hours: '7',
      minutes: '05',
      date: 1,
      month: 3,
      year: 2027,
    };
    const parsed = createEventSchema.parse(form);
    expect(parsed).toMatchObject({ title: 'Eagles', timezone: 'US/Pacific', hours: 7, minutes: 5 });
    expect(messagesFor(createEventSchema, { ...form, date: 30, month: 2 }).date).toBe(
      'Please enter a valid date',
    );
    expect(messagesFor(eventScoreSchema, { teamScore: -1, opponentScore: 2.5 })).toEqual({
      teamScore: 'Scores must be whole numbers of 0 or more',
      opponentScore: 'Scores must be whole numbers of 0 or more',
    });
  });
});
