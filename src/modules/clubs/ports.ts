/**
 * Extension points other modules fill by rebinding these tokens in their own ContainerModule
 * (`rebind(CLUBS_TOKENS.X).toResolvedValue(...)`); clubs binds harmless defaults, since it may not
 * import the modules that know the answer.
 */
export const CLUBS_TOKENS = {
  /** EventTeamResolver: the team of an event page, for POST /api/permission with `{eventId}`. */
  EventTeamResolver: Symbol.for('clubs.EventTeamResolver'),
} as const;

export interface EventTeamResolver {
  /** The id of the team whose event this is, or undefined when there is no such event. */
  teamOfEvent(eventId: string): Promise<string | undefined>;
}

/** Until the events module answers: no event belongs to a team, so event pages are a 404. */
export const noEventTeams: EventTeamResolver = { teamOfEvent: async () => undefined };
