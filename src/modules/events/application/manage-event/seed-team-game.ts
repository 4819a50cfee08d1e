import { randomUUID } from 'node:crypto';
import type { RsvpStatus } from '../../../../contracts/events/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import {
  recountAttending,
  writeGameStats,
  writeMvpVote,
  writeRsvps,
} from '../../infrastructure/answer.store.ts';
import { TeamEventEntity } from '../../infrastructure/team-event.entity.ts';

/** A game of the demo data set, with what happened so far (answers; for a played game score, stats, votes). */
export interface SeedTeamGame {
  teamId: string;
  /** The captain who scheduled it (and recorded the score and stats). */
  captainId: string;
  title: string;
  addressName: string;
  startsAt: Date;
  timeZone: string;
  rsvps: Array<{ memberId: string; status: RsvpStatus }>;
  score?: { teamScore: number; opponentScore: number };
  stats?: Array<{ memberId: string; goals: number; assists: number; potm: boolean }>;
  mvpVotes?: Array<{ voterId: string; mvpId: string }>;
}

/**
 * Writes a whole game inside the caller's transaction (the demo seed's), recording the domain events
 * its use cases would have. `event-created` carries `via: 'seed'` so the roster is not mailed about
 * demo games. Skips the use cases' checks on purpose: the seed's data is known to be consistent.
 */
export async function seedTeamGame(tx: EntityManager, game: SeedTeamGame, now: Date): Promise<string> {
  const id = randomUUID();
  const { teamId, captainId: actorId } = game;
  tx.create(TeamEventEntity, {
    id,
    teamId,
    title: game.title,
    addressName: game.addressName,
    startsAt: game.startsAt,
    timeZone: game.timeZone,
    attendingCount: 0,
    teamScore: game.score?.teamScore ?? null,
    opponentScore: game.score?.opponentScore ?? null,
    createdBy: actorId,
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  await tx.flush(); // the rows below reference it
  recordEvent(tx, 'events.event-created', { eventId: id, teamId, actorId, via: 'seed' });
  await writeRsvps(tx, id, actorId, now, game.rsvps);
  let attendingCount = await recountAttending(tx, id);
  if (game.rsvps.length > 0)
    recordEvent(tx, 'events.rsvp-changed', {
      eventId: id,
      teamId,
      actorId,
      changes: game.rsvps,
      attendingCount,
    });
  if (game.score) recordEvent(tx, 'events.score-saved', { eventId: id, teamId, actorId, ...game.score });
  if (game.stats?.length) {
    await writeGameStats(tx, id, now, game.stats);
    recordEvent(tx, 'events.stats-saved', {
      eventId: id,
      teamId,
      actorId,
      memberIds: game.stats.map((line) => line.memberId),
    });
  }
  for (const vote of game.mvpVotes ?? []) {
    await writeMvpVote(tx, { eventId: id, voterId: vote.voterId, mvpId: vote.mvpId, at: now });
    // An MVP is an attendee (as castMvpVote makes them).
    if (!game.rsvps.some((rsvp) => rsvp.memberId === vote.mvpId && rsvp.status === 'yes')) {
      await writeRsvps(tx, id, vote.voterId, now, [{ memberId: vote.mvpId, status: 'yes' }]);
      attendingCount = await recountAttending(tx, id);
    }
    recordEvent(tx, 'events.mvp-voted', {
      eventId: id,
      teamId,
      voterId: vote.voterId,
      mvpId: vote.mvpId,
      previousMvpId: null,
      attendingCount,
    });
  }
  return id;
}
