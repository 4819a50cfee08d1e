import { z } from 'zod';
import {
  bulkRsvpSchema,
  createEventSchema,
  EVENT_TIME_ZONE_VALUES,
  type EventDto,
  type EventRosterDto,
  type EventRosterEntryDto,
  eventFormSchema,
  eventScoreSchema,
  type GameStatsDto,
  type GameStatsResult,
  gameStatsSchema,
  type LeaderboardEntryDto,
  leaderboardsQuerySchema,
  memberEventsQuerySchema,
  mvpVoteSchema,
  RSVP_STATUSES,
  type RsvpResult,
  rsvpSchema,
  updateEventSchema,
} from '../../../contracts/events/index.ts';
import { commentThreadRoutes } from '../../../platform/comments/comment-routes.ts';
import { created, defineRoutes, idParams, ok, pagedReply } from '../../../platform/http/declared-routes.ts';
import { paged } from '../../../platform/http/envelope.ts';
import { jsonBody } from '../../../platform/openapi/index.ts';
import { addComment, deleteComment, listComments } from '../application/comments/comments.handler.ts';
import type { EventsDeps } from '../application/events-deps.ts';
import { saveGameStats } from '../application/game-stats/save-game-stats.handler.ts';
import { createEvent } from '../application/manage-event/create-event.handler.ts';
import { deleteEvent } from '../application/manage-event/delete-event.handler.ts';
import { saveScore } from '../application/manage-event/save-score.handler.ts';
import { updateEvent } from '../application/manage-event/update-event.handler.ts';
import { castMvpVote } from '../application/mvp-vote/mvp-vote.handler.ts';
import { getEventRoster } from '../application/queries/event-roster.query.ts';
import { getGameStats } from '../application/queries/game-stats.query.ts';
import { getEvent } from '../application/queries/get-event.query.ts';
import { getTeamLeaderboards } from '../application/queries/leaderboards.query.ts';
import { getMemberEvents } from '../application/queries/member-events.query.ts';
import { answerRsvp } from '../application/rsvp/rsvp.handler.ts';

const eventParams = idParams('eventId');
const teamIdParams = idParams('teamId');
/** POST /api/event names the team in the `team_id` header too (spec §7). */
const createEventHeaders = z.object({ team_id: z.string().max(64).optional() });

// The answers as the OpenAPI document describes them; they mirror the contracts' DTO types, and
// `satisfies` keeps the two from drifting apart.

const rsvpStatus = z.enum(RSVP_STATUSES);

const eventSchema = z
  .object({
    id: z.uuid(),
    kind: z.literal('event'),
    teamId: z.uuid(),
    team: z.object({ id: z.uuid(), name: z.string(), abbreviation: z.string(), logo: z.string().nullable() }),
    title: z.string(),
    addressName: z.string(),
    timezone: z.enum(EVENT_TIME_ZONE_VALUES),
    ianaTimezone: z.string().meta({ description: 'e.g. `America/Los_Angeles`' }),
    dateAndTime: z.string().meta({ description: 'The start, a UTC instant (ISO 8601).' }),
    localizedDatetime: z.string().meta({ description: "In the event's zone: `EEEE / MMMM dd / hh:mm a`." }),
    attendingCount: z.number().int().min(0),
    rsvp: z.object({ memberStatus: rsvpStatus }),
    teamScore: z.number().int().nullable(),
    opponentScore: z.number().int().nullable(),
    isPast: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'TeamEvent' }) satisfies z.ZodType<EventDto>;

const eventWithMessage = z.object({ event: eventSchema, message: z.string() });

const rosterEntrySchema = z.object({
  memberId: z.uuid(),
  status: rsvpStatus,
  mvpVotes: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  goals: z.number().int(),
  assists: z.number().int(),
  isCaptain: z.boolean(),
  isSub: z.boolean().optional(),
}) satisfies z.ZodType<EventRosterEntryDto>;

const eventRosterSchema = z
  .object({
    eventId: z.uuid(),
    attendees: z.array(rosterEntrySchema),
    nonAttendees: z.array(rosterEntrySchema),
    mvpVote: z.uuid().nullable(),
  })
  .meta({ id: 'EventRoster' }) satisfies z.ZodType<EventRosterDto>;

const rsvpResultSchema = z.object({
  eventId: z.uuid(),
  rsvps: z.array(z.object({ memberId: z.uuid(), status: rsvpStatus })),
  attendingCount: z.number().int(),
  message: z.string(),
}) satisfies z.ZodType<RsvpResult>;

const gameStatsLine = z.object({
  memberId: z.uuid(),
  goals: z.number().int(),
  assists: z.number().int(),
  potm: z.boolean(),
  yellowCards: z.number().int(),
  redCards: z.number().int(),
});
const gameStatsDtoSchema = z.object({
  eventId: z.uuid(),
  stats: z.array(gameStatsLine),
}) satisfies z.ZodType<GameStatsDto>;
const gameStatsResultSchema = gameStatsDtoSchema.extend({
  message: z.string(),
}) satisfies z.ZodType<GameStatsResult>;

const leaderboardEntry = z.object({
  memberId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  value: z.number().int(),
}) satisfies z.ZodType<LeaderboardEntryDto>;

const leaderboardsSchema = z
  .object({
    goals: z.array(leaderboardEntry).optional(),
    assists: z.array(leaderboardEntry).optional(),
    potm: z.array(leaderboardEntry).optional(),
    gamesPlayed: z.array(leaderboardEntry).optional(),
  })
  .meta({ id: 'TeamLeaderboards' });

const eventFormExample = {
  teamId: '0196b3a0-0000-7000-8000-000000000001',
  title: 'vs Eastside Eagles',
  addressName: 'Zilker Park Field 3, Austin, TX',
  timezone: 'US/Central',
  hours: 19,
  minutes: 30,
  date: 14,
  month: 3,
  year: 2027,
};

const tags = ['Events'];

/** /api/event: team events, their RSVPs, roster, score, MVP votes, stats and comments. */
export const eventRoutes = defineRoutes<EventsDeps>(
  { defaultAuth: 'member', mount: '/event', tags, errors: [403, 404] },
  (route) => [
    route.post('/', {
      summary: 'Schedule a team event (captains)',
      description:
        'Header `team_id` and `teamId` name the team. The wall time is in `timezone` (`US/<zone>`); a time in the spring-forward gap moves forward by the gap, a time that happens twice is its first (daylight) occurrence. `opponent` is accepted for `title`.',
      request: { headers: createEventHeaders, body: createEventSchema },
      requestBody: jsonBody(eventFormSchema.meta({ id: 'EventForm' }), eventFormExample),
      reply: created(eventWithMessage),
      handler: ({ deps, member, headers, body }) => {
        const teamId = headers.team_id?.trim() ? headers.team_id.trim() : undefined;
        return createEvent(deps, member, teamId, body);
      },
    }),
    route.get('/:eventId', {
      summary: 'A team event (members of the team)',
      request: { params: eventParams },
      reply: ok(eventSchema),
      handler: ({ deps, member, params }) => getEvent(deps, member.memberId, params.eventId),
    }),
    route.patch('/:eventId', {
      summary: 'Edit a team event (captains)',
      description:
        'Only what changed; time fields not sent keep the current wall time. A changed time or place mails the roster.',
      request: { params: eventParams, body: updateEventSchema },
      example: { addressName: 'Butler Park, Austin, TX', version: 1 },
      reply: ok(eventWithMessage),
      errors: [409],
      handler: ({ deps, member, params, body }) => updateEvent(deps, member, params.eventId, body),
    }),
    route.delete('/:eventId', {
      summary: 'Delete a team event for everyone (captains); the roster is mailed',
      request: { params: eventParams },
      reply: ok(z.object({ eventId: z.uuid(), message: z.string() })),
      handler: ({ deps, member, params }) => deleteEvent(deps, member, params.eventId),
    }),
    route.post('/:eventId/rsvp', {
      summary: 'RSVP (a member for self, a captain for any roster member)',
      request: { params: eventParams, body: rsvpSchema },
      example: { memberId: '0196b3a0-0000-7000-8000-000000000002', status: 'yes' },
      reply: ok(rsvpResultSchema),
      handler: ({ deps, member, params, body }) => answerRsvp(deps, member, params.eventId, [body], false),
    }),
    route.post('/:eventId/rsvp/bulk', {
      summary: 'RSVP for several roster members at once (captains)',
      request: { params: eventParams, body: bulkRsvpSchema },
      reply: ok(rsvpResultSchema),
      handler: ({ deps, member, params, body }) => answerRsvp(deps, member, params.eventId, body.rsvps, true),
    }),
    route.get('/:eventId/roster', {
      summary: 'The event roster: attendees and non-attendees (members of the team)',
      description: 'Attendees by MVP votes, goals, assists, then name; non-attendees by name.',
      request: { params: eventParams },
      reply: ok(eventRosterSchema),
      handler: ({ deps, member, params }) => getEventRoster(deps, member.memberId, params.eventId),
    }),
    route.patch('/:eventId/score', {
      summary: 'Save the game score (captains)',
      request: { params: eventParams, body: eventScoreSchema },
      example: { teamScore: 3, opponentScore: 1 },
      reply: ok(eventWithMessage),
      handler: ({ deps, member, params, body }) => saveScore(deps, member, params.eventId, body),
    }),
    route.post('/:eventId/mvp-vote', {
      summary: 'Vote for the MVP (players on the team; one vote each, a new vote replaces the old)',
      request: { params: eventParams, body: mvpVoteSchema },
      reply: ok(z.object({ roster: eventRosterSchema, message: z.string() })),
      handler: ({ deps, member, params, body }) => castMvpVote(deps, member, params.eventId, body.mvpId),
    }),
    route.get('/:eventId/game-stats', {
      summary: "The game's recorded stats (members of the team)",
      request: { params: eventParams },
      reply: ok(gameStatsDtoSchema),
      handler: ({ deps, member, params }) => getGameStats(deps, member.memberId, params.eventId),
    }),
    route.post('/:eventId/game-stats', {
      summary: 'Record game stats per player (captains, once the game has started)',
      request: { params: eventParams, body: gameStatsSchema },
      reply: ok(gameStatsResultSchema),
      errors: [409],
      handler: ({ deps, member, params, body }) => saveGameStats(deps, member, params.eventId, body.stats),
    }),
    ...commentThreadRoutes(route, {
      path: '/:eventId',
      param: 'eventId',
      ids: z.uuid(),
      schemaName: 'EventComment',
      summaries: {
        list: 'Comments, oldest first (members of the team)',
        add: 'Comment (members of the team); pushed live to the room `event:<id>`',
      },
      example: { content: 'Bring both jerseys!' },
      list: (deps, member, eventId) => listComments(deps, member.memberId, eventId),
      add: addComment,
      delete: { summary: 'Delete your own comment', handler: deleteComment },
    }),
  ],
);

/** /api/member/events: the signed-in member's events across their teams, paged. */
export const memberEventsRoutes = defineRoutes<EventsDeps>({ mount: '/member/events', tags }, (route) => [
  route.get('/', {
    auth: 'member',
    summary: "The signed-in member's team events (future or past), 10 a page",
    request: { query: memberEventsQuerySchema },
    reply: pagedReply(eventSchema),
    handler: async ({ deps, member, query }) => {
      const page = await getMemberEvents(deps, member.memberId, query);
      return paged(page.data, query.page, query.limit, page.hasNext);
    },
  }),
]);

/** /api/team/{teamId}/leaderboards, mounted deeper than the clubs' /team router so it is matched first. */
export const leaderboardRoutes = defineRoutes<EventsDeps>(
  { mount: '/team/:teamId/leaderboards', tags },
  (route) => [
    route.get('/', {
      auth: 'member',
      summary: "The team's leaderboards: goals, assists, POTM, games played (members of the team)",
      request: { params: teamIdParams, query: leaderboardsQuerySchema },
      reply: ok(leaderboardsSchema),
      errors: [403, 404],
      handler: ({ deps, member, params, query }) =>
        getTeamLeaderboards(deps, member.memberId, params.teamId, query.type),
    }),
  ],
);
