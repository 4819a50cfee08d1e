import { z } from 'zod';
import type { EventRosterDto } from './roster.ts';

export const MVP_MESSAGES = {
  mvpRequired: 'Choose who gets your MVP vote',
  voterNotOnRoster: 'Only players on this team can vote for the MVP.',
  mvpNotOnRoster: 'This player is not on the team roster.',
  voted: 'Successfully saved!',
} as const;

/** POST /api/event/{eventId}/mvp-vote. */
export const mvpVoteSchema = z.object({ mvpId: z.uuid({ error: MVP_MESSAGES.mvpRequired }) });
export type MvpVoteRequest = z.output<typeof mvpVoteSchema>;

/** The event roster after the vote (re-sorted), and the message. */
export interface MvpVoteResult {
  roster: EventRosterDto;
  message: string;
}
