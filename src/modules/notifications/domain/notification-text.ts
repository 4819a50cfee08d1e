import { type ReminderInterval, reminderWording } from '../../../contracts/notifications/index.ts';

// The `text` of each notification type, in the product's words. Names come from identity's read API
// (a deactivated member reads as "Deleted player").

export interface Person {
  firstName: string;
  lastName: string;
}

export const fullName = (person: Person | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || 'A player' : 'A player';

const quote = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
};

export const notificationText = {
  eventCreated: (actor: Person | undefined, title: string, team: string) =>
    `${fullName(actor)} scheduled ${title} for ${team}. Are you in?`,
  eventUpdated: (title: string, team: string) => `${title} (${team}) has changed. Check the new details.`,
  eventDeleted: (actor: Person | undefined, title: string, team: string) =>
    `${fullName(actor)} cancelled ${title} (${team}).`,
  memberJoinedTeam: (member: Person | undefined, team: string) => `${fullName(member)} joined ${team}.`,
  memberJoinedGroup: (member: Person | undefined, group: string) => `${fullName(member)} joined ${group}.`,
  eventComment: (author: Person | undefined, title: string, content: string) =>
    `${fullName(author)} commented on ${title}: ${quote(content)}`,
  reminder: (interval: ReminderInterval, title: string, team: string) => {
    const wording = reminderWording(interval);
    return `${wording.headline} ${title} (${team})${wording.action ? ` ${wording.action}` : ''}`;
  },
  leagueGameCreated: (game: string, league: string) => `${game} (${league}) is on the schedule. Are you in?`,
  leagueGameUpdated: (game: string, league: string) =>
    `${game} (${league}) has changed. Check the new details.`,
  leagueGameCanceled: (game: string, league: string) => `${game} (${league}) is cancelled.`,
  leagueGameDeleted: (game: string, league: string) => `${game} (${league}) was taken off the schedule.`,
  leagueSchedulePublished: (league: string) => `The ${league} season schedule is out. See your games.`,
  leagueScheduleRenewed: (league: string) => `The ${league} season schedule has changed. See your games.`,
  directMessage: (sender: Person | undefined, preview: string) =>
    `${fullName(sender)} sent you a message: ${quote(preview)}`,
  teamMessage: (sender: Person | undefined, team: string, preview: string) =>
    `${fullName(sender)} in ${team}: ${quote(preview)}`,
  /** Issue 20: a new sub request matching the player's sub alert; `when` in the game's zone. */
  subRequestAlert: (
    team: string,
    needed: number,
    positions: readonly string[],
    title: string,
    when: string,
  ) =>
    `${team} needs ${needed === 1 ? 'a sub' : `${needed} subs`} (${positions.join(' or ')}) for ${title}, ${when}. Can you play?`,
};
