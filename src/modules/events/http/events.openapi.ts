import { z } from 'zod';
import {
  bulkRsvpSchema,
  type CommentDto,
  type CommentResult,
  type CommentsDto,
  commentSchema,
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
import {
  type ApiPaths,
  errors,
  jsonBody,
  ok,
  pagedEnvelope,
  signedIn,
} from '../../../platform/openapi/index.ts';
import { commentParams, createEventHeaders, eventParams, teamIdParams } from './event.routes.ts';

// The events routes as the OpenAPI document describes them; response schemas mirror the contracts' DTO
// types, and `satisfies` keeps the two from drifting apart.

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

const commentDtoSchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    memberId: z.uuid(),
    content: z.string(),
    createdAt: z.string(),
    author: z.object({ firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
  })
  .meta({ id: 'EventComment' }) satisfies z.ZodType<CommentDto>;

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
const path = { path: eventParams };

export const eventsApiPaths: ApiPaths = {
  '/api/event': {
    post: {
      tags,
      summary: 'Schedule a team event (captains)',
      description:
        'Header `team_id` and `teamId` name the team. The wall time is in `timezone` (`US/<zone>`); a time in the spring-forward gap moves forward by the gap, a time that happens twice is its first (daylight) occurrence. `opponent` is accepted for `title`.',
      ...signedIn,
      requestParams: { header: createEventHeaders },
      requestBody: jsonBody(eventFormSchema.meta({ id: 'EventForm' }), eventFormExample),
      responses: { ...ok(eventWithMessage, 'Created', 201), ...errors(400, 401, 403, 404, 415) },
    },
  },
  '/api/event/{eventId}': {
    get: {
      tags,
      summary: 'A team event (members of the team)',
      ...signedIn,
      requestParams: path,
      responses: { ...ok(eventSchema), ...errors(401, 403, 404) },
    },
    patch: {
      tags,
      summary: 'Edit a team event (captains)',
      description:
        'Only what changed; time fields not sent keep the current wall time. A changed time or place mails the roster.',
      ...signedIn,
      requestParams: path,
      requestBody: jsonBody(updateEventSchema, { addressName: 'Butler Park, Austin, TX', version: 1 }),
      responses: { ...ok(eventWithMessage), ...errors(400, 401, 403, 404, 409, 415) },
    },
    delete: {
      tags,
      summary: 'Delete a team event for everyone (captains); the roster is mailed',
      ...signedIn,
      requestParams: path,
      responses: { ...ok(z.object({ eventId: z.uuid(), message: z.string() })), ...errors(401, 403, 404) },
    },
  },
  '/api/event/{eventId}/rsvp': {
    post: {
      tags,
      summary: 'RSVP (a member for self, a captain for any roster member)',
      ...signedIn,
      requestParams: path,
      requestBody: jsonBody(rsvpSchema, { memberId: '0196b3a0-0000-7000-8000-000000000002', status: 'yes' }),
      responses: { ...ok(rsvpResultSchema), ...errors(400, 401, 403, 404, 415) },
    },
  },
  '/api/event/{eventId}/rsvp/bulk': {
    post: {
      tags,
      summary: 'RSVP for several roster members at once (captains)',
      ...signedIn,
      requestParams: path,
      requestBody: jsonBody(bulkRsvpSchema),
      responses: { ...ok(rsvpResultSchema), ...errors(400, 401, 403, 404, 415) },
    },
  },
  '/api/event/{eventId}/roster': {
    get: {
      tags,
      summary: 'The event roster: attendees and non-attendees (members of the team)',
      description: 'Attendees by MVP votes, goals, assists, then name; non-attendees by name.',
      ...signedIn,
      requestParams: path,
      responses: { ...ok(eventRosterSchema), ...errors(401, 403, 404) },
    },
  },
  '/api/event/{eventId}/score': {
    patch: {
      tags,
      summary: 'Save the game score (captains)',
      ...signedIn,
      requestParams: path,
      requestBody: jsonBody(eventScoreSchema, { teamScore: 3, opponentScore: 1 }),
      responses: { ...ok(eventWithMessage), ...errors(400, 401, 403, 404, 415) },
    },
  },
  '/api/event/{eventId}/mvp-vote': {
    post: {
      tags,
      summary: 'Vote for the MVP (players on the team; one vote each, a new vote replaces the old)',
      ...signedIn,
      requestParams: path,
      requestBody: jsonBody(mvpVoteSchema),
      responses: {
        ...ok(z.object({ roster: eventRosterSchema, message: z.string() })),
        ...errors(400, 401, 403, 404, 415),
      },
    },
  },
  '/api/event/{eventId}/game-stats': {
    get: {
      tags,
      summary: "The game's recorded stats (members of the team)",
      ...signedIn,
      requestParams: path,
      responses: { ...ok(gameStatsDtoSchema), ...errors(401, 403, 404) },
    },
    post: {
      tags,
      summary: 'Record game stats per player (captains, once the game has started)',
      ...signedIn,
      requestParams: path,
      requestBody: jsonBody(gameStatsSchema),
      responses: { ...ok(gameStatsResultSchema), ...errors(400, 401, 403, 404, 409, 415) },
    },
  },
  '/api/event/{eventId}/comments': {
    get: {
      tags,
      summary: 'Comments, oldest first (members of the team)',
      ...signedIn,
      requestParams: path,
      responses: {
        ...ok(
          z.object({
            eventId: z.uuid(),
            comments: z.array(commentDtoSchema),
          }) satisfies z.ZodType<CommentsDto>,
        ),
        ...errors(401, 403, 404),
      },
    },
    post: {
      tags,
      summary: 'Comment (members of the team); pushed live to the room `event:<id>`',
      ...signedIn,
      requestParams: path,
      requestBody: jsonBody(commentSchema, { content: 'Bring both jerseys!' }),
      responses: {
        ...ok(
          z.object({ comment: commentDtoSchema, message: z.string() }) satisfies z.ZodType<CommentResult>,
          'Created',
          201,
        ),
        ...errors(400, 401, 403, 404, 415),
      },
    },
  },
  '/api/event/{eventId}/comments/{commentId}': {
    delete: {
      tags,
      summary: 'Delete your own comment',
      ...signedIn,
      requestParams: { path: commentParams },
      responses: { ...ok(z.object({ commentId: z.uuid(), message: z.string() })), ...errors(401, 403, 404) },
    },
  },
  '/api/member/events': {
    get: {
      tags,
      summary: "The signed-in member's team events (future or past), 10 a page",
      ...signedIn,
      requestParams: { query: memberEventsQuerySchema },
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: pagedEnvelope(eventSchema) } } },
        ...errors(400, 401),
      },
    },
  },
  '/api/team/{teamId}/leaderboards': {
    get: {
      tags,
      summary: "The team's leaderboards: goals, assists, POTM, games played (members of the team)",
      ...signedIn,
      requestParams: { path: teamIdParams, query: leaderboardsQuerySchema },
      responses: { ...ok(leaderboardsSchema), ...errors(400, 401, 403, 404) },
    },
  },
};
