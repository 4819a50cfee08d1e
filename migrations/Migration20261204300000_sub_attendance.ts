import { Migration } from '@mikro-orm/migrations';

// Subs (marketplace, issue 20): after kickoff the captain marks each accepted sub as played or no-show
// (and can change it). The marks feed the player's reliability, counted by member over the last 12
// months, so the member's index carries the mark.
export class Migration20261204300000_sub_attendance extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sub_offer
        add column attendance text null check (attendance in ('played', 'no_show')),
        add column attendance_marked_at timestamptz null,
        add column attendance_marked_by uuid null references member (id) on delete set null;`);
    this.addSql(
      'create index sub_offer_member_attendance_idx on sub_offer (member_id) where attendance is not null;',
    );
    this.addSql('create index sub_offer_attendance_marked_by_idx on sub_offer (attendance_marked_by);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists sub_offer_attendance_marked_by_idx;');
    this.addSql('drop index if exists sub_offer_member_attendance_idx;');
    this.addSql(
      'alter table sub_offer drop column attendance_marked_by, drop column attendance_marked_at, drop column attendance;',
    );
  }
}
