import type { NotificationMetaData, NotificationType } from '../../../../contracts/notifications/index.ts';
import type { EventMap } from '../../../../platform/bus/event-map.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamsRosterMemberIds } from '../../../clubs/index.ts';
import {
  type LeagueGameFacts,
  leagueGameFacts,
  leagueGameTitle,
  leagueScheduleFacts,
  leagueTeamIds,
} from '../../../leagues/index.ts';
import {
  gameNoticeDecision,
  leagueGameAudience,
  scheduleDigest,
  withReferee,
} from '../../domain/league-game-notice.ts';
import { notificationText } from '../../domain/notification-text.ts';
import type { NotificationDraft } from '../store-notifications.ts';
import type { LeagueGameMailFacts, LeagueGameMailKind } from './league-game-email.ts';

// What a league game's bell notification and e-mail say and whom they reach, from the leagues module's
// events and its read API (never its tables). Both the bell subscriber and the mail subscriber build the
// same notice, so either may store it first.

export interface LeagueGameNotice {
  draft: NotificationDraft;
  mailKind: LeagueGameMailKind;
  game: LeagueGameMailFacts;
  /** The game's referee, told as its referee (on neither roster): their e-mail asks for no RSVP. */
  refereeId: string | null;
}

const TYPES: Record<LeagueGameMailKind, NotificationType> = {
  created: 'league_event_created',
  updated: 'league_event_updated',
  canceled: 'league_event_canceled',
  deleted: 'league_event_deleted',
};

const TEXTS: Record<LeagueGameMailKind, (game: string, league: string) => string> = {
  created: notificationText.leagueGameCreated,
  updated: notificationText.leagueGameUpdated,
  canceled: notificationText.leagueGameCanceled,
  deleted: notificationText.leagueGameDeleted,
};

type GameTeams = Pick<LeagueGameFacts, 'homeTeam' | 'awayTeam'>;

/** What a league game's notification is about: its league, and the game with its kick-off in its zone. */
export function leagueGameMetaData(leagueId: string, game: LeagueGameMailFacts): NotificationMetaData {
  return {
    league: { id: leagueId, name: game.leagueName },
    event: {
      id: game.id,
      title: game.title,
      dateAndTime: game.startsAt.toISOString(),
      kind: 'league_event',
      timeZone: game.timeZone,
    },
  };
}

function noticeOf(
  kind: LeagueGameMailKind,
  sourceId: string,
  leagueId: string,
  game: LeagueGameMailFacts & GameTeams,
  audience: string[],
  refereeId: string | null = null,
): LeagueGameNotice {
  return {
    mailKind: kind,
    game,
    refereeId,
    draft: {
      type: TYPES[kind],
      text: TEXTS[kind](game.title, game.leagueName),
      metaData: leagueGameMetaData(leagueId, game),
      sourceId,
      actorId: null,
      candidateIds: audience,
    },
  };
}

const audienceOf = async (em: EntityManager, game: GameTeams) =>
  leagueGameAudience(game, await teamsRosterMemberIds(em, [game.homeTeam.id, game.awayTeam.id]));

/** Both rosters and, for a move, a cancellation or a deletion, the game's referee. */
const audienceWithRefereeOf = async (
  em: EntityManager,
  kind: LeagueGameMailKind,
  game: GameTeams,
  refereeId: string | null,
) => {
  const rosters = await audienceOf(em, game);
  return kind === 'created' ? { audience: rosters, referee: null } : withReferee(rosters, refereeId);
};

/**
 * A game scheduled, moved or cancelled: the notice for both rosters (and its referee, but for a game
 * scheduled), or undefined when it is not news.
 */
export async function liveGameNotice(
  em: EntityManager,
  now: Date,
  sourceId: string,
  kind: 'created' | 'updated' | 'canceled',
  payload:
    | EventMap['leagues.league-event-created']
    | EventMap['leagues.league-event-updated']
    | EventMap['leagues.league-event-canceled'],
): Promise<LeagueGameNotice | undefined> {
  const [game] = await leagueGameFacts(em, [payload.leagueEventId]);
  if (gameNoticeDecision(kind, game, payload, now) !== 'notify' || !game) return undefined;
  const facts = { ...game, title: leagueGameTitle(game) };
  const { audience, referee } = await audienceWithRefereeOf(em, kind, game, game.refereeId);
  return noticeOf(kind, sourceId, game.leagueId, facts, audience, referee);
}

/** A game deleted by a coordinator: told its rosters and referee from the event's copy of it (its row is gone). */
export async function deletedGameNotice(
  em: EntityManager,
  now: Date,
  sourceId: string,
  payload: EventMap['leagues.league-event-deleted'],
): Promise<LeagueGameNotice | undefined> {
  const was = payload.game;
  // A draft's game was never told; one already played is off nobody's schedule.
  if (!was?.leaguePublished || new Date(was.startsAt).getTime() <= now.getTime()) return undefined;
  const facts = {
    id: payload.leagueEventId,
    title: leagueGameTitle(was),
    leagueName: was.leagueName,
    startsAt: new Date(was.startsAt),
    timeZone: was.timeZone,
    venue: was.venue,
    homeTeam: was.homeTeam,
    awayTeam: was.awayTeam,
  };
  // An event recorded before the copy carried the referee tells the rosters only.
  const { audience, referee } = await audienceWithRefereeOf(em, 'deleted', was, was.refereeId ?? null);
  return noticeOf('deleted', sourceId, payload.leagueId, facts, audience, referee);
}

export interface SeasonScheduleNotice {
  draft: NotificationDraft;
  leagueName: string;
  /** A published league's schedule made again: the e-mail says it changed. */
  renewed: boolean;
  /** Each member's games, soonest first. */
  digest: Map<string, LeagueGameMailFacts[]>;
}

/**
 * A league published (or a published league's schedule made again, `renewed`): one notification per
 * member of its teams (not one per game), and the games each of them plays for the one season-schedule
 * e-mail. Three statements whatever the season's size.
 */
export async function seasonScheduleNotice(
  em: EntityManager,
  sourceId: string,
  leagueId: string,
  renewed = false,
): Promise<SeasonScheduleNotice | undefined> {
  const [games, teamIds] = await Promise.all([
    leagueScheduleFacts(em, leagueId),
    leagueTeamIds(em, leagueId),
  ]);
  const first = games[0];
  if (!first?.leaguePublished) return undefined;
  const rosters = await teamsRosterMemberIds(em, teamIds);
  const digest = scheduleDigest(
    games.map((game) => ({ ...game, title: leagueGameTitle(game) })),
    rosters,
  );
  return {
    leagueName: first.leagueName,
    renewed,
    digest,
    draft: {
      type: 'league_event_created',
      text: (renewed ? notificationText.leagueScheduleRenewed : notificationText.leagueSchedulePublished)(
        first.leagueName,
      ),
      metaData: { league: { id: leagueId, name: first.leagueName } },
      sourceId,
      actorId: null,
      candidateIds: [...digest.keys()],
    },
  };
}
