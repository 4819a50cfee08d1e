import { Migration } from '@mikro-orm/migrations';

// Tells every process, at commit, that a roster read may have changed: the clubs module keeps each
// team's roster rows in memory (src/modules/clubs/infrastructure/roster-cache.ts) and forgets them on
// these notifications. Payloads: `t:<team id>` (the team's roster, its invites or its name changed: a
// roster entry lists each player's teams by name) and `m:<member id>` (the member joined or left a
// team, which every roster they are on shows). Identical payloads in one transaction arrive once.
export class Migration20261205100100_roster_changed_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function roster_changed_notify() returns trigger language plpgsql as $$
      declare
        r record := coalesce(new, old);
      begin
        case tg_table_name
          when 'roster_entry' then
            perform pg_notify('clubs_roster_changed', 't:' || r.team_id);
            perform pg_notify('clubs_roster_changed', 'm:' || r.member_id);
            if tg_op = 'UPDATE' and (old.team_id, old.member_id) is distinct from (new.team_id, new.member_id) then
              perform pg_notify('clubs_roster_changed', 't:' || old.team_id);
              perform pg_notify('clubs_roster_changed', 'm:' || old.member_id);
            end if;
          when 'team' then
            perform pg_notify('clubs_roster_changed', 't:' || r.id);
          when 'invite' then
            if r.team_id is not null then
              perform pg_notify('clubs_roster_changed', 't:' || r.team_id);
            end if;
            if tg_op = 'UPDATE' and old.team_id is distinct from new.team_id and old.team_id is not null then
              perform pg_notify('clubs_roster_changed', 't:' || old.team_id);
            end if;
        end case;
        return null;
      end;
      $$;`);
    this.addSql(`
      create trigger roster_changed_notify after insert or update or delete on roster_entry
      for each row execute function roster_changed_notify();`);
    this.addSql(`
      create trigger roster_changed_notify after update of name or delete on team
      for each row execute function roster_changed_notify();`);
    this.addSql(`
      create trigger roster_changed_notify after insert or update or delete on invite
      for each row execute function roster_changed_notify();`);
  }
}
