// Who hears about a league game and when (spec §3 league_event_* types). Plain rules, no I/O: the
// subscribers hand in the game as the leagues read API sees it now and the event they were given.

export interface GameTeams {
  homeTeam: { id: string };
  awayTeam: { id: string };
}

/** Both teams' rosters, each member once (a player on both teams hears once). */
export function leagueGameAudience(
  game: GameTeams,
  rosters: ReadonlyMap<string, readonly string[]>,
): string[] {
  return [...new Set([...(rosters.get(game.homeTeam.id) ?? []), ...(rosters.get(game.awayTeam.id) ?? [])])];
}

/**
 * A game's audience and its referee, who is told of its move, cancellation or deletion too (not of its
 * scheduling: naming them is told by referee_assigned). A referee on either roster already hears as a
 * player; `referee` is who hears as the referee only (their e-mail asks for no RSVP), or null.
 */
export function withReferee(
  audience: readonly string[],
  refereeId: string | null | undefined,
): { audience: string[]; referee: string | null } {
  if (!refereeId || audience.includes(refereeId)) return { audience: [...audience], referee: null };
  return { audience: [...audience, refereeId], referee: refereeId };
}

export type NoticeDecision = 'notify' | 'gone' | 'draft' | 'stale' | 'not-news' | 'past';

interface GameNow {
  leaguePublished: boolean;
  status: 'scheduled' | 'canceled';
  sequence: number;
  startsAt: Date;
}

/**
 * Whether a game's change is told to its teams now. A schedule's games are told together (one
 * season-schedule e-mail when the league is published, or when a published league's is generated); an update overtaken by a later change or a cancellation is
 * left to that one (its event carries the newer facts), so a late delivery never shows an old time. A
 * game already played (a finished season entered afterwards) is news to nobody.
 */
export function gameNoticeDecision(
  kind: 'created' | 'updated' | 'canceled',
  game: GameNow | undefined,
  event: { sequence?: number; withSchedule?: boolean; changed?: readonly string[]; via?: string },
  now: Date,
): NoticeDecision {
  if (!game) return 'gone';
  if (!game.leaguePublished) return 'draft';
  if (game.startsAt.getTime() <= now.getTime()) return 'past';
  if (kind === 'created') {
    // Part of a whole schedule: told with it, once for all its games.
    if (event.via === 'seed' || event.withSchedule) return 'draft';
    return game.status === 'canceled' ? 'stale' : 'notify';
  }
  if (kind === 'updated') {
    // A referee named is not news to the players; a time or place is.
    if (event.changed && !event.changed.some((field) => field === 'startsAt' || field === 'venue'))
      return 'not-news';
    if (game.status === 'canceled') return 'stale';
  }
  if (event.sequence !== undefined && game.sequence > event.sequence) return 'stale';
  return 'notify';
}

/**
 * The season-schedule digest: each member of a team in the league with the games their teams play,
 * soonest first (one e-mail each instead of one per game).
 */
export function scheduleDigest<G extends GameTeams & { startsAt: Date }>(
  games: readonly G[],
  rosters: ReadonlyMap<string, readonly string[]>,
): Map<string, G[]> {
  const digest = new Map<string, G[]>();
  const sorted = [...games].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const game of sorted) {
    for (const memberId of leagueGameAudience(game, rosters)) {
      const list = digest.get(memberId);
      if (list) list.push(game);
      else digest.set(memberId, [game]);
    }
  }
  return digest;
}
