import { createMember, generousLimits, type TestMember } from './identity-factories.ts';
import { makeStaff } from './leagues-factories.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// The callers a league authorization matrix asks about: nobody, a stranger, a player and a captain of
// each of two teams, the league organization's coordinator and referee, and another organization's
// coordinator.

export type LeaguePersona =
  | 'anonymous'
  | 'stranger'
  | 'playerA'
  | 'playerB'
  | 'captainA'
  | 'captainB'
  | 'coordinator'
  | 'referee'
  | 'otherCoordinator';

export const LEAGUE_PERSONAS: LeaguePersona[] = [
  'anonymous',
  'stranger',
  'playerA',
  'playerB',
  'captainA',
  'captainB',
  'coordinator',
  'referee',
  'otherCoordinator',
];

export const OTHER_ORG = 16;

export type LeagueActors = Record<Exclude<LeaguePersona, 'anonymous'>, TestMember>;

/**
 * An app without workers (statement counts stay the request's) and one member per persona, signed in
 * with tokens that outlast a long matrix; staff made in organization 15 (and 16 for the other one).
 */
export async function startWithLeaguePersonas(): Promise<{ app: TestApp; actors: LeagueActors }> {
  const app = await startTestApp({
    worker: false,
    env: { ...generousLimits, ACCESS_TOKEN_TTL_SECONDS: '7200' },
  });
  const actors = {} as LeagueActors;
  for (const persona of LEAGUE_PERSONAS)
    if (persona !== 'anonymous') actors[persona] = await createMember(app);
  await makeStaff(app, actors.coordinator.id, 'coordinator');
  await makeStaff(app, actors.referee.id, 'referee');
  await makeStaff(app, actors.otherCoordinator.id, 'coordinator', OTHER_ORG);
  return { app, actors };
}

/** Headers of a persona's requests (none for anonymous). */
export const authOf = (actors: LeagueActors, persona: LeaguePersona) =>
  persona === 'anonymous' ? {} : actors[persona].auth;
