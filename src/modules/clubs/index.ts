import { ContainerModule } from 'inversify';
import type { AppModule } from '../../platform/app-module.ts';
import { AUTH_TOKENS, type AuthGuards } from '../../platform/auth/index.ts';
import type { AnyEventSubscriber } from '../../platform/bus/index.ts';
import { type Clock, type RouteMount, TOKENS } from '../../platform/container/tokens.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import type { EntityManager, MikroORM } from '../../platform/db/orm.ts';
import { apiPathsOf } from '../../platform/http/declared-routes.ts';
import type { RealtimeEmitter } from '../../platform/realtime/realtime-emitter.ts';
import type { RoomAccess } from '../../platform/realtime/room-access.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../platform/storage/index.ts';
import {
  IDENTITY_TOKENS,
  type IdentityReadApi,
  type MemberTeamsReader,
  type TeammateChecker,
} from '../identity/index.ts';
import type { ClubsDeps, TeamDeps } from './application/clubs-deps.ts';
import { createMemberTeamsReader, createTeammateChecker } from './application/queries/teammates.query.ts';
import { clubsEvents } from './events.ts';
import { memberTeamsRoutes, permissionRoutes } from './http/clubs.routes.ts';
import { teamRoutes } from './http/team.routes.ts';
import { createRosterCache } from './infrastructure/roster-cache.ts';
import { RosterEntryEntity } from './infrastructure/roster-entry.entity.ts';
import { TeamEntity } from './infrastructure/team.entity.ts';
import { teamRoomAccess } from './infrastructure/team-room-access.ts';
import {
  bindPickupGroups,
  pickupGroupApiPaths,
  pickupGroupEntities,
  pickupGroupEvents,
} from './pickup-groups.bindings.ts';
import { CLUBS_TOKENS, type EventTeamResolver, noEventTeams } from './ports.ts';
import { ROSTER_PUSH_EVENTS, rosterPushSubscriber } from './subscribers/push-roster-changes.subscriber.ts';

export {
  type AddedToRoster,
  type AddMemberToRoster,
  addMemberToRoster,
} from './application/add-to-roster/add-member-to-roster.ts';
export { createTeamWithCaptain } from './application/create-team/create-team-with-captain.ts';
export {
  type InviteMemberDeps,
  inviteMemberToTeam,
} from './application/invites/invite-member.handler.ts';
export { addMemberToGroup } from './application/pickup-groups/change-group-membership.handler.ts';
export { createPickupGroupWithAdmin } from './application/pickup-groups/create-pickup-group-with-admin.ts';
export {
  memberPickupGroupRoles,
  type PickupGroupRole,
  type PickupGroupSummary,
  pickupGroupAdminIds,
  pickupGroupRoleOf,
  pickupGroupRolesOf,
} from './application/queries/pickup-group-read-api.ts';
export {
  memberTeamRoles,
  type TeamRole,
  type TeamSummary,
  teamRoleOf,
  teamRosterMemberIds,
  teamsRosterEntries,
  teamsRosterMemberIds,
} from './application/queries/team-read-api.ts';
export type { RosterJoinVia } from './events.ts';
export { CLUBS_TOKENS, type EventTeamResolver } from './ports.ts';
export { clubsEvents, pickupGroupEvents };

const ClubsDepsToken = Symbol.for('clubs.Deps');

/**
 * Clubs: teams, their rosters and captains, the club selector and page permissions. It answers
 * identity's extension points (a member's teams, teammates). Load it after identity.
 *
 * Inside the module, invites and onboarding put players on a roster with
 * `addMemberToRoster(em, {teamId, memberId, isCaptain, via})` from
 * application/add-to-roster/add-member-to-roster.ts, inside their own transaction.
 */
export const clubsModule: AppModule = {
  name: 'clubs',
  entities: [TeamEntity, RosterEntryEntity, ...pickupGroupEntities],
  apiPaths: { ...apiPathsOf(teamRoutes, memberTeamsRoutes, permissionRoutes), ...pickupGroupApiPaths },
  containerModule: new ContainerModule((options) => {
    const { bind, rebind } = options;
    bindPickupGroups(options);
    bind<EventTeamResolver>(CLUBS_TOKENS.EventTeamResolver).toConstantValue(noEventTeams);
    bind<TeamDeps>(ClubsDepsToken).toResolvedValue(
      (
        em: EntityManager,
        clock: Clock,
        storage: FileStorage,
        identity: IdentityReadApi,
        orm: MikroORM,
        feed: ChangeFeed,
      ) => ({ em, clock, storage, identity, rosters: createRosterCache(feed, orm) }),
      [
        TOKENS.EntityManager,
        TOKENS.Clock,
        STORAGE_TOKENS.FileStorage,
        IDENTITY_TOKENS.ReadApi,
        TOKENS.Orm,
        TOKENS.ChangeFeed,
      ],
    );
    rebind<MemberTeamsReader>(IDENTITY_TOKENS.MemberTeamsReader).toResolvedValue(
      (em: EntityManager) => createMemberTeamsReader(em),
      [TOKENS.EntityManager],
    );
    rebind<TeammateChecker>(IDENTITY_TOKENS.TeammateChecker).toResolvedValue(
      (em: EntityManager) => createTeammateChecker(em),
      [TOKENS.EntityManager],
    );

    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: TeamDeps, guards: AuthGuards) => teamRoutes.mount(deps, guards),
      [ClubsDepsToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: ClubsDeps, guards: AuthGuards) => memberTeamsRoutes.mount(deps, guards),
      [ClubsDepsToken, AUTH_TOKENS.AuthGuards],
    );
    bind<RouteMount>(TOKENS.HttpRoutes).toResolvedValue(
      (deps: ClubsDeps, guards: AuthGuards, events: EventTeamResolver) =>
        permissionRoutes.mount({ deps, events }, guards),
      [ClubsDepsToken, AUTH_TOKENS.AuthGuards, CLUBS_TOKENS.EventTeamResolver],
    );

    bind<RoomAccess>(TOKENS.RealtimeRoomAccess).toResolvedValue(
      (orm: MikroORM) => teamRoomAccess(orm),
      [TOKENS.Orm],
    );
    for (const event of ROSTER_PUSH_EVENTS) {
      bind<AnyEventSubscriber>(TOKENS.EventSubscribers).toResolvedValue(
        (emitter: RealtimeEmitter) => rosterPushSubscriber(event, emitter),
        [TOKENS.RealtimeEmitter],
      );
    }
  }),
};
