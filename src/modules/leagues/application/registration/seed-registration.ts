import { randomUUID } from 'node:crypto';
import { type CreateLeagueInput, createLeagueSchema } from '../../../../contracts/leagues/index.ts';
import {
  type RegistrationSettings,
  registrationSettingsSchema,
} from '../../../../contracts/leagues/registration.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { workspaceById } from '../../../organizations/index.ts';
import { LeagueEntity } from '../../infrastructure/league.entity.ts';
import { insertRegistration, recordListing, saveSettings } from '../../infrastructure/registration.store.ts';
import { addLeague } from '../manage-league/new-league.ts';
import { completeRegistration } from './league-checkout.handler.ts';

export interface SeedRegistrationLeague {
  league: CreateLeagueInput;
  coordinatorId: string;
  settings: RegistrationSettings;
  /** Registered (free, at once), in order; then those waiting. */
  registered: Array<{ teamId: string; captainId: string }>;
  waitlisted: Array<{ teamId: string; captainId: string }>;
  now: Date;
}

/**
 * The demo seed's league open for registration: a draft with its registration open, teams registered and
 * waiting, written through registration's own store (with the listing snapshot the marketplace copies).
 * Runs in the caller's transaction. Returns the league's id, or undefined when one of that name is
 * already in the workspace (nothing changes).
 */
export async function seedRegistrationLeague(
  tx: EntityManager,
  seed: SeedRegistrationLeague,
): Promise<string | undefined> {
  const form = createLeagueSchema.parse(seed.league);
  const settings = registrationSettingsSchema.parse(seed.settings);
  const workspace = await workspaceById(tx, form.workspaceId);
  if (!workspace) throw new Error(`seed registration: no workspace ${form.workspaceId}`);
  if (await tx.count(LeagueEntity, { workspaceId: workspace.id, name: form.name })) return undefined;
  const { now } = seed;
  const leagueId = randomUUID();
  addLeague(tx, {
    id: leagueId,
    organizationId: workspace.organizationId,
    workspaceId: workspace.id,
    form,
    timeZone: workspace.timeZone,
    status: 'draft',
    createdBy: seed.coordinatorId,
    now,
  });
  await tx.flush();
  await saveSettings(tx, leagueId, settings, now);
  for (const [list, status] of [
    [seed.registered, 'registered'],
    [seed.waitlisted, 'waitlisted'],
  ] as const) {
    for (const { teamId, captainId } of list) {
      const role = await teamRoleOf(tx, teamId, undefined);
      if (!role) throw new Error(`seed registration: no team ${teamId}`);
      const registration = await insertRegistration(tx, {
        leagueId,
        kind: 'team',
        teamId,
        memberId: captainId,
        status,
        amountCents: null,
        currency: null,
        paymentStatus: status === 'registered' ? 'free' : 'pending',
        holdExpiresAt: null,
        now,
      });
      if (status === 'registered')
        await completeRegistration(tx, registration, workspace.organizationId, role.team, 'free', now);
    }
  }
  await tx.flush();
  await recordListing(tx, leagueId, now);
  return leagueId;
}
