/** The Socket.IO room of a team: members viewing its pages receive its live roster changes there. */
export const teamRoom = (teamId: string) => `team:${teamId}`;
