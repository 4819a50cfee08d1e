import { LEAGUE_MESSAGES } from '../../../../contracts/leagues/index.ts';
import {
  REGISTRATION_MESSAGES as M,
  type RegistrationSettings,
  type RegistrationSettingsDto,
} from '../../../../contracts/leagues/registration.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { registrationWindow, teamSpotsLeft } from '../../domain/registration-rules.ts';
import {
  closeSettings,
  lockSettings,
  priceOf,
  readSettings,
  recordListing,
  type SettingsRow,
  saveSettings,
} from '../../infrastructure/registration.store.ts';
import { coordinatorOfLeague, isUuid } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { offerSpotsToWaitlist } from './end-registration.handler.ts';

export function settingsDto(row: SettingsRow, now: Date): RegistrationSettingsDto {
  const opensAt = new Date(row.opens_at);
  const closesAt = new Date(row.closes_at);
  return {
    leagueId: row.league_id,
    organizationId: row.organization_id,
    state: row.state,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    maxTeams: row.max_teams,
    teamFee: priceOf(row.team_fee_cents, row.team_fee_currency),
    freeAgentFee: priceOf(row.free_agent_fee_cents, row.free_agent_fee_currency),
    refundCutoff: new Date(row.refund_cutoff).toISOString(),
    gender: row.gender,
    level: row.level,
    learnMoreUrl: row.learn_more_url,
    teamsRegistered: row.teams_registered,
    teamsHeld: row.teams_held,
    waitlistCount: row.waitlist_count,
    spotsLeft: teamSpotsLeft({
      maxTeams: row.max_teams,
      registered: row.teams_registered,
      held: row.teams_held,
    }),
    isOpen: registrationWindow({ state: row.state, opensAt, closesAt }, now) === 'open',
  };
}

/** GET /api/league-common/{leagueId}/registration: the league's registration (public; 404 if never opened). */
export async function getRegistrationSettings(
  em: EntityManager,
  leagueId: string,
  now: Date,
): Promise<RegistrationSettingsDto> {
  if (!isUuid(leagueId)) throw notFound(LEAGUE_MESSAGES.notFound);
  const row = await readSettings(em, leagueId, now);
  if (!row) throw notFound(M.notOpened);
  return settingsDto(row, now);
}

/**
 * PUT /api/league/{leagueId}/registration: a coordinator opens registration or changes its settings (a
 * closed registration opens again). Registrations already made stay; lowering maxTeams below them leaves
 * no spot. The marketplace's copy follows (`leagues.registration-listing-changed`).
 */
export async function saveRegistrationSettings(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  settings: RegistrationSettings,
): Promise<RegistrationSettingsDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    await lockSettings(tx, leagueId, now);
    await saveSettings(tx, leagueId, settings, now);
    await recordListing(tx, leagueId, now);
    // More spots (or a window reopened): the teams waiting are offered them.
    await offerSpotsToWaitlist(tx, leagueId, now);
  });
  return getRegistrationSettings(deps.em, leagueId, now);
}

/** DELETE /api/league/{leagueId}/registration: a coordinator closes registration; the listing is removed. */
export async function closeRegistration(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<RegistrationSettingsDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    if (!(await lockSettings(tx, leagueId, now))) throw notFound(M.notOpened);
    await closeSettings(tx, leagueId, now);
    await recordListing(tx, leagueId, now);
  });
  return getRegistrationSettings(deps.em, leagueId, now);
}
