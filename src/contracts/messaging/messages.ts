// The chat's limits and words (spec §8), without zod: the header's messages link and the chat modal
// use them on any page. index.ts re-exports them.

/** Longest message, in characters (UTF-16 code units, what a textarea counts). */
export const MESSAGE_MAX = 2000;
/** Messages per page: the newest page first, older pages by cursor. */
export const MESSAGE_PAGE_SIZE = 30;

export const MESSAGING_MESSAGES = {
  required: 'Write a message first.',
  tooLong: `Messages can be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  /** Spec §8: what the chat modal shows when a send fails. */
  sendFailed: 'Error sending message',
  blocked: 'You cannot message this player.',
  self: 'You cannot message yourself.',
  memberNotFound: 'Player not found.',
  teamNotFound: 'Team not found.',
  teamMembersOnly: 'Only members of this team can use its chat.',
  messageNotFound: 'Message not found.',
  badCursor: 'Invalid cursor.',
  chooseMember: 'Choose who to message.',
  chooseTeam: 'Choose a team.',
} as const;
