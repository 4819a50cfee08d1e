import type { RsvpStatus } from '../../../contracts/events/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';

// The answers to a team event (RSVPs, MVP votes, game stats) and the attending count kept beside them.
// They are written here, inside the caller's transaction and while it holds the event row's lock
// (lockEvent), by set-based statements: a captain answers for a whole roster in one upsert, a departure
// removes a member's answers from every later game at once, and the count is recounted from the rows so
// it always equals them.

/** Recounts the yes answers of the locked event (never below 0, always equal to the rows). */
export async function recountAttending(tx: EntityManager, eventId: string): Promise<number> {
  const [row] = await tx.execute<Array<{ attending_count: number }>>(
    `update team_event set attending_count =
       (select count(*) from team_event_rsvp where event_id = ? and status = 'yes')
     where id = ? returning attending_count`,
    [eventId, eventId],
  );
  return row?.attending_count ?? 0;
}

/** Upserts RSVP rows inside the caller's transaction. */
export async function writeRsvps(
  tx: EntityManager,
  eventId: string,
  actorId: string,
  now: Date,
  changes: ReadonlyArray<{ memberId: string; status: RsvpStatus }>,
): Promise<void> {
  if (changes.length === 0) return;
  const values = changes.map(() => '(?, ?, ?, ?, ?)').join(', ');
  await tx.execute(
    `insert into team_event_rsvp (event_id, member_id, status, updated_by, updated_at) values ${values}
     on conflict (event_id, member_id) do update
       set status = excluded.status, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    changes.flatMap((change) => [eventId, change.memberId, change.status, actorId, now]),
  );
}

/** Sets the voter's MVP vote of the locked event (a changed vote replaces the previous one). */
export async function writeMvpVote(
  tx: EntityManager,
  vote: { eventId: string; voterId: string; mvpId: string; at: Date },
): Promise<void> {
  await tx.execute(
    `insert into team_event_mvp_vote (event_id, voter_id, mvp_id, voted_at) values (?, ?, ?, ?)
     on conflict (event_id, voter_id) do update set mvp_id = excluded.mvp_id, voted_at = excluded.voted_at`,
    [vote.eventId, vote.voterId, vote.mvpId, vote.at],
  );
}

export interface GameStatsLine {
  memberId: string;
  goals: number;
  assists: number;
  potm: boolean;
  yellowCards?: number;
  redCards?: number;
}

/** Upserts the game's stats lines, one statement for the whole sheet. */
export async function writeGameStats(
  tx: EntityManager,
  eventId: string,
  now: Date,
  stats: readonly GameStatsLine[],
): Promise<void> {
  if (stats.length === 0) return;
  const values = stats.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  await tx.execute(
    `insert into team_event_game_stats (event_id, member_id, goals, assists, potm, yellow_cards, red_cards, updated_at)
     values ${values}
     on conflict (event_id, member_id) do update set goals = excluded.goals, assists = excluded.assists,
       potm = excluded.potm, yellow_cards = excluded.yellow_cards, red_cards = excluded.red_cards,
       updated_at = excluded.updated_at`,
    stats.flatMap((line) => [
      eventId,
      line.memberId,
      line.goals,
      line.assists,
      line.potm,
      line.yellowCards ?? 0,
      line.redCards ?? 0,
      now,
    ]),
  );
}

/**
 * Removes the member's RSVPs and MVP votes (cast or received) from these locked events and recounts
 * each one's attending count: the new counts.
 */
export async function dropMemberAnswers(
  tx: EntityManager,
  eventIds: readonly string[],
  memberId: string,
): Promise<Array<{ id: string; attending_count: number }>> {
  await tx.execute('delete from team_event_mvp_vote where event_id in (?) and (voter_id = ? or mvp_id = ?)', [
    eventIds,
    memberId,
    memberId,
  ]);
  await tx.execute('delete from team_event_rsvp where event_id in (?) and member_id = ?', [
    eventIds,
    memberId,
  ]);
  return tx.execute<Array<{ id: string; attending_count: number }>>(
    `update team_event e set attending_count =
       (select count(*) from team_event_rsvp r where r.event_id = e.id and r.status = 'yes')
     where e.id in (?) returning e.id, e.attending_count`,
    [eventIds],
  );
}
