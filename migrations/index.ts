import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_event_bus } from './Migration20261122000000_event_bus.ts';
import { Migration20261122000100_outbox_notify } from './Migration20261122000100_outbox_notify.ts';
import { Migration20261122010000_demo_requests } from './Migration20261122010000_demo_requests.ts';
import { Migration20261122020000_identity } from './Migration20261122020000_identity.ts';
import { Migration20261123000000_member_version } from './Migration20261123000000_member_version.ts';
import { Migration20261123010000_email_change } from './Migration20261123010000_email_change.ts';
import { Migration20261123100000_clubs_teams } from './Migration20261123100000_clubs_teams.ts';
import { Migration20261123110000_pickup_groups } from './Migration20261123110000_pickup_groups.ts';
import { Migration20261123120000_invites } from './Migration20261123120000_invites.ts';
import { Migration20261124100000_team_events } from './Migration20261124100000_team_events.ts';
import { Migration20261124200000_calendar_feed } from './Migration20261124200000_calendar_feed.ts';
import { Migration20261125300000_member_email_preferences } from './Migration20261125300000_member_email_preferences.ts';
import { Migration20261125400000_payments } from './Migration20261125400000_payments.ts';
import { Migration20261125410000_pickup_events } from './Migration20261125410000_pickup_events.ts';
import { Migration20261126500000_messaging } from './Migration20261126500000_messaging.ts';
import { Migration20261126600000_notifications } from './Migration20261126600000_notifications.ts';
import { Migration20261126700000_chat_digests } from './Migration20261126700000_chat_digests.ts';
import { Migration20261127100000_organizations } from './Migration20261127100000_organizations.ts';
import { Migration20261127110000_leagues } from './Migration20261127110000_leagues.ts';
import { Migration20261128100000_session_revoked_notify } from './Migration20261128100000_session_revoked_notify.ts';
import { Migration20261129100000_waivers } from './Migration20261129100000_waivers.ts';
import { Migration20261129200000_league_registration } from './Migration20261129200000_league_registration.ts';
import { Migration20261201100000_marketplace } from './Migration20261201100000_marketplace.ts';
import { Migration20261202100000_outbox_quiet_writes } from './Migration20261202100000_outbox_quiet_writes.ts';
import { Migration20261202200000_league_registration_approval } from './Migration20261202200000_league_registration_approval.ts';
import { Migration20261203200000_league_season_rosters } from './Migration20261203200000_league_season_rosters.ts';
import { Migration20261203200100_league_season_roster_team } from './Migration20261203200100_league_season_roster_team.ts';
import { Migration20261203300000_league_feed } from './Migration20261203300000_league_feed.ts';
import { Migration20261203400000_league_referees } from './Migration20261203400000_league_referees.ts';
import { Migration20261203500000_league_event_sequence } from './Migration20261203500000_league_event_sequence.ts';
import { Migration20261203600000_league_playoffs } from './Migration20261203600000_league_playoffs.ts';
import { Migration20261204100000_sub_requests } from './Migration20261204100000_sub_requests.ts';
import { Migration20261204100100_event_subs } from './Migration20261204100100_event_subs.ts';
import { Migration20261204200000_sub_alerts } from './Migration20261204200000_sub_alerts.ts';
import { Migration20261204300000_sub_attendance } from './Migration20261204300000_sub_attendance.ts';
import { Migration20261204400000_league_game_subs } from './Migration20261204400000_league_game_subs.ts';
import { Migration20261205100000_member_contacts_notify } from './Migration20261205100000_member_contacts_notify.ts';
import { Migration20261205100100_roster_changed_notify } from './Migration20261205100100_roster_changed_notify.ts';
import { Migration20261206100000_scheduled_job } from './Migration20261206100000_scheduled_job.ts';

/**
 * `owner` is the module (src/modules/<owner>) whose tables the migration creates or changes, or
 * 'platform' for the shared kernel's (outbox, inbox). Only the owner's SQL names those tables
 * (tests/unit/sql-ownership.test.ts): one migration, one owner.
 */
export interface OwnedMigration extends MigrationObject {
  owner: string;
}

// Forward-only, applied in this order. A new migration is a new file appended here
// (`npm run db:migration:create -- <name> <owner>` writes both).
export const migrations: OwnedMigration[] = [
  { name: 'Migration20261122000000_event_bus', class: Migration20261122000000_event_bus, owner: 'platform' },
  {
    name: 'Migration20261122000100_outbox_notify',
    class: Migration20261122000100_outbox_notify,
    owner: 'platform',
  },
  {
    name: 'Migration20261122010000_demo_requests',
    class: Migration20261122010000_demo_requests,
    owner: 'organizations',
  },
  { name: 'Migration20261122020000_identity', class: Migration20261122020000_identity, owner: 'identity' },
  {
    name: 'Migration20261123000000_member_version',
    class: Migration20261123000000_member_version,
    owner: 'identity',
  },
  {
    name: 'Migration20261123010000_email_change',
    class: Migration20261123010000_email_change,
    owner: 'identity',
  },
  { name: 'Migration20261123100000_clubs_teams', class: Migration20261123100000_clubs_teams, owner: 'clubs' },
  {
    name: 'Migration20261123110000_pickup_groups',
    class: Migration20261123110000_pickup_groups,
    owner: 'clubs',
  },
  { name: 'Migration20261123120000_invites', class: Migration20261123120000_invites, owner: 'clubs' },
  {
    name: 'Migration20261124100000_team_events',
    class: Migration20261124100000_team_events,
    owner: 'events',
  },
  {
    name: 'Migration20261124200000_calendar_feed',
    class: Migration20261124200000_calendar_feed,
    owner: 'events',
  },
  {
    name: 'Migration20261125300000_member_email_preferences',
    class: Migration20261125300000_member_email_preferences,
    owner: 'identity',
  },
  { name: 'Migration20261125400000_payments', class: Migration20261125400000_payments, owner: 'payments' },
  {
    name: 'Migration20261125410000_pickup_events',
    class: Migration20261125410000_pickup_events,
    owner: 'pickup',
  },
  { name: 'Migration20261126500000_messaging', class: Migration20261126500000_messaging, owner: 'messaging' },
  {
    name: 'Migration20261126600000_notifications',
    class: Migration20261126600000_notifications,
    owner: 'notifications',
  },
  {
    name: 'Migration20261126700000_chat_digests',
    class: Migration20261126700000_chat_digests,
    owner: 'messaging',
  },
  {
    name: 'Migration20261127100000_organizations',
    class: Migration20261127100000_organizations,
    owner: 'organizations',
  },
  { name: 'Migration20261127110000_leagues', class: Migration20261127110000_leagues, owner: 'leagues' },
  {
    name: 'Migration20261128100000_session_revoked_notify',
    class: Migration20261128100000_session_revoked_notify,
    owner: 'identity',
  },
  { name: 'Migration20261129100000_waivers', class: Migration20261129100000_waivers, owner: 'organizations' },
  {
    name: 'Migration20261129200000_league_registration',
    class: Migration20261129200000_league_registration,
    owner: 'leagues',
  },
  {
    name: 'Migration20261201100000_marketplace',
    class: Migration20261201100000_marketplace,
    owner: 'marketplace',
  },
  {
    name: 'Migration20261202100000_outbox_quiet_writes',
    class: Migration20261202100000_outbox_quiet_writes,
    owner: 'platform',
  },
  {
    name: 'Migration20261202200000_league_registration_approval',
    class: Migration20261202200000_league_registration_approval,
    owner: 'leagues',
  },
  {
    name: 'Migration20261203200000_league_season_rosters',
    class: Migration20261203200000_league_season_rosters,
    owner: 'leagues',
  },
  {
    name: 'Migration20261203200100_league_season_roster_team',
    class: Migration20261203200100_league_season_roster_team,
    owner: 'leagues',
  },
  {
    name: 'Migration20261203300000_league_feed',
    class: Migration20261203300000_league_feed,
    owner: 'leagues',
  },
  {
    name: 'Migration20261203400000_league_referees',
    class: Migration20261203400000_league_referees,
    owner: 'leagues',
  },
  {
    name: 'Migration20261203500000_league_event_sequence',
    class: Migration20261203500000_league_event_sequence,
    owner: 'leagues',
  },
  {
    name: 'Migration20261203600000_league_playoffs',
    class: Migration20261203600000_league_playoffs,
    owner: 'leagues',
  },
  {
    name: 'Migration20261204100000_sub_requests',
    class: Migration20261204100000_sub_requests,
    owner: 'marketplace',
  },
  { name: 'Migration20261204100100_event_subs', class: Migration20261204100100_event_subs, owner: 'events' },
  {
    name: 'Migration20261204200000_sub_alerts',
    class: Migration20261204200000_sub_alerts,
    owner: 'marketplace',
  },
  {
    name: 'Migration20261204300000_sub_attendance',
    class: Migration20261204300000_sub_attendance,
    owner: 'marketplace',
  },
  {
    name: 'Migration20261204400000_league_game_subs',
    class: Migration20261204400000_league_game_subs,
    owner: 'leagues',
  },
  {
    name: 'Migration20261205100000_member_contacts_notify',
    class: Migration20261205100000_member_contacts_notify,
    owner: 'identity',
  },
  {
    name: 'Migration20261205100100_roster_changed_notify',
    class: Migration20261205100100_roster_changed_notify,
    owner: 'clubs',
  },
  {
    name: 'Migration20261206100000_scheduled_job',
    class: Migration20261206100000_scheduled_job,
    owner: 'platform',
  },
];
