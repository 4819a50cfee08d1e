import { z } from 'zod';
import {
  addSeasonRosterPlayersSchema,
  leagueSeasonRostersSchema,
  SEASON_ROSTER_MESSAGES,
  seasonRosterCheckSchema,
  seasonRosterEntryUpdateSchema,
  seasonRosterLockSchema,
  seasonRosterSchema,
  shirtNumberUpdateSchema,
} from '../../../contracts/leagues/season-roster.ts';
import { created, defineRoutes, idParams, ok } from '../../../platform/http/declared-routes.ts';
import type { LeaguesDeps } from '../application/leagues-deps.ts';
import { addSeasonRosterPlayers } from '../application/season-roster/add-season-roster-players.handler.ts';
import { removeSeasonRosterEntry } from '../application/season-roster/remove-season-roster-entry.handler.ts';
import {
  getLeagueSeasonRosters,
  getSeasonRosterChecks,
  getTeamSeasonRoster,
} from '../application/season-roster/season-roster.query.ts';
import { setSeasonRosterLock } from '../application/season-roster/set-season-roster-lock.handler.ts';
import {
  updateSeasonRosterEntry,
  updateShirtNumbers,
} from '../application/season-roster/update-shirt-numbers.handler.ts';

const tags = ['Season rosters'];
const editors = `The team’s captains until the league’s roster lock date (then 403: “${SEASON_ROSTER_MESSAGES.locked}”), and the league’s coordinators at any time; 403 for everyone else. A draft league is 404 except to its organization’s staff.`;
const readers = 'Signed-in members (a draft league: its organization’s staff only, else 404).';
const teamLeagueParams = idParams('teamId', 'leagueId');
const entryParams = idParams('teamId', 'rosterId');

/** /api/team/{teamId}/league-season-roster: a team's season roster in a league (spec §7 Team). */
export const teamSeasonRosterRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/team/:teamId/league-season-roster', tags, errors: [404] },
  (route) => [
    route.get('/leagues/:leagueId', {
      summary: 'The team’s season roster in a league, with shirt numbers',
      description: `${readers} Captains and coordinators who may change it also get \`available\`: the team’s players not on it yet.`,
      request: { params: teamLeagueParams },
      reply: ok(seasonRosterSchema),
      handler: ({ deps, member, params }) =>
        getTeamSeasonRoster(deps, member.memberId, params.teamId, params.leagueId),
    }),
    route.put('/leagues/:leagueId', {
      summary: 'Shirt number update: `{ leagueId, teamId, updates: [{ memberId, shirtNumber }] }`',
      description: `${editors} Spec §5: at most 20 characters; N/A, 1 to 9 digits, or letters and digits with # - _ . +. The updates apply together (players may swap); a number is worn once per team (N/A by anyone): 409 otherwise. \`leagueId\` and \`teamId\` must match the address (400).`,
      request: { params: teamLeagueParams, body: shirtNumberUpdateSchema },
      example: {
        leagueId: '0192f1c4-0000-7000-8000-000000000001',
        teamId: '0192f1c4-0000-7000-8000-000000000002',
        updates: [{ memberId: '0192f1c4-0000-7000-8000-000000000003', shirtNumber: '10' }],
      },
      reply: ok(seasonRosterSchema),
      errors: [403, 409],
      handler: ({ deps, member, params, body }) => updateShirtNumbers(deps, member, params, body),
    }),
    route.post('/', {
      summary: 'Put players of the team on its season roster in a league',
      description: `${editors} Each player must be on the team’s roster and on no other team’s season roster in the league (409 naming the team: a player plays for one team per league).`,
      request: { params: idParams('teamId'), body: addSeasonRosterPlayersSchema },
      example: {
        leagueId: '0192f1c4-0000-7000-8000-000000000001',
        players: [{ memberId: '0192f1c4-0000-7000-8000-000000000003', shirtNumber: '7' }],
      },
      reply: created(seasonRosterSchema),
      errors: [403, 409],
      handler: ({ deps, member, params, body }) => addSeasonRosterPlayers(deps, member, params.teamId, body),
    }),
    // Spec §7 names both verbs for the one change.
    ...(['put', 'patch'] as const).map((method) =>
      route[method]('/:rosterId', {
        summary: 'Set or clear one player’s shirt number on the season roster',
        description: `${editors} 409 when another player of the team’s season roster wears the number.`,
        request: { params: entryParams, body: seasonRosterEntryUpdateSchema },
        example: { shirtNumber: '10' },
        reply: ok(seasonRosterSchema),
        errors: [403, 409],
        handler: ({ deps, member, params, body }) =>
          updateSeasonRosterEntry(deps, member, params.teamId, params.rosterId, body.shirtNumber),
      }),
    ),
    route.post('/:rosterId/remove', {
      summary: 'Take a player off the season roster',
      description: editors,
      request: { params: entryParams },
      reply: ok(seasonRosterSchema),
      errors: [403],
      handler: ({ deps, member, params }) =>
        removeSeasonRosterEntry(deps, member, params.teamId, params.rosterId),
    }),
  ],
);

/** /api/league-common/{leagueId}/season-rosters: the league page's roster tab. */
export const leagueSeasonRosterRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/league-common/:leagueId/season-rosters', tags, errors: [404] },
  (route) => [
    route.get('/', {
      summary: 'Every team’s season roster in the league, with shirt numbers and the lock date',
      description: readers,
      request: { params: idParams('leagueId') },
      reply: ok(leagueSeasonRostersSchema),
      handler: ({ deps, member, params }) => getLeagueSeasonRosters(deps, member.memberId, params.leagueId),
    }),
  ],
);

/** /api/league/{leagueId}/season-roster-…: the organizer console (coordinators). */
export const seasonRosterConsoleRoutes = defineRoutes<LeaguesDeps>(
  { defaultAuth: 'member', mount: '/league/:leagueId', tags, errors: [403, 404] },
  (route) => [
    route.put('/season-roster-lock', {
      summary: 'Set or lift the date after which only coordinators change season rosters',
      description: 'Coordinators of the league’s organization only (403 otherwise).',
      request: { params: idParams('leagueId'), body: seasonRosterLockSchema },
      example: { locksAt: '2027-03-01T23:59:00Z' },
      reply: ok(leagueSeasonRostersSchema),
      handler: ({ deps, member, params, body }) =>
        setSeasonRosterLock(deps, member, params.leagueId, body.locksAt),
    }),
    route.get('/season-roster-checks', {
      summary: 'Per team: short of the players to avoid a forfeit (spec §9), and players owing the waiver',
      description: 'Coordinators of the league’s organization only (403 otherwise).',
      request: { params: idParams('leagueId') },
      reply: ok(z.array(seasonRosterCheckSchema)),
      handler: ({ deps, member, params }) => getSeasonRosterChecks(deps, member.memberId, params.leagueId),
    }),
  ],
);

/** The season roster's route groups, mounted by the leagues module with its others. */
export const seasonRosterRouteGroups = [
  teamSeasonRosterRoutes,
  leagueSeasonRosterRoutes,
  seasonRosterConsoleRoutes,
];
