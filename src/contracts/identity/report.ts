import { z } from 'zod';

export const REPORT_TYPES = ['player', 'comment', 'message', 'event'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_MESSAGES = {
  failed: 'Failed to submit report',
  self: 'You cannot report yourself.',
  blockSelf: 'You cannot block yourself.',
  sent: 'REPORT SENT',
} as const;

export const REPORT_TITLES: Record<ReportType, string> = {
  player: 'REPORT USER',
  comment: 'REPORT COMMENT',
  message: 'REPORT MESSAGE',
  event: 'REPORT EVENT',
};

/**
 * POST /api/report. Players are reportable now; comments, messages and events plug in with their
 * modules (each adds a target resolver), so the schema already names them.
 */
export const reportSchema = z.object({
  type: z.enum(REPORT_TYPES, { error: 'Choose what you are reporting' }),
  reportedPlayerId: z.uuid({ error: 'Choose who you are reporting' }),
  targetId: z.string().max(64).optional(),
  reason: z.string().trim().max(1000).optional(),
});
