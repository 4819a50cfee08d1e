import { Migration } from '@mikro-orm/migrations';

// A season roster belongs to a team as registered in its league: when a coordinator takes the team out of
// the league (its league_team row deleted), its season roster goes with it, so its players are free to
// play for another team of that league instead of being held by a roster nobody sees.
export class Migration20261203200100_league_season_roster_team extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      delete from league_season_roster r
      where not exists (select 1 from league_team t where t.league_id = r.league_id and t.team_id = r.team_id);`);
    this.addSql(`
      alter table league_season_roster add constraint league_season_roster_league_team_fk
        foreign key (league_id, team_id) references league_team (league_id, team_id) on delete cascade;`);
  }
}
