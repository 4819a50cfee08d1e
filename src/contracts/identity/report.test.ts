import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import { REPORT_TITLES, reportSchema } from './report.ts';

describe('reportSchema', () => {
  const player = '0192f3a4-5b6c-7d8e-9f01-23456789abcd';

  it('accepts a player report', () => {
    expect(reportSchema.parse({ type: 'player', reportedPlayerId: player })).toEqual({
      type: 'player',
      reportedPlayerId: player,
    });
  });

  it('names the report kinds the spec lists', () => {
    for (const type of ['player', 'comment', 'message', 'event']) {
      expect(reportSchema.safeParse({ type, reportedPlayerId: player }).success).toBe(true);
    }
    expect(REPORT_TITLES).toEqual({
      player: 'REPORT USER',
      comment: 'REPORT COMMENT',
      message: 'REPORT MESSAGE',
      event: 'REPORT EVENT',
    });
  });

  it('rejects an unknown kind and a malformed id', () => {
    expect(messagesFor(reportSchema, { type: 'spam', reportedPlayerId: 'x' })).toEqual({
      type: 'Choose what you are reporting',
      reportedPlayerId: 'Choose who you are reporting',
    });
  });
});
