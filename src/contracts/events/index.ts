// Events contracts: team events, RSVPs, the event roster, MVP votes, game stats, leaderboards, comments
// and the member's events, shared by the server's validation, the SPA's forms and the OpenAPI document.

export * from './calendar.ts';
export * from './event.ts';
export * from './game-stats.ts';
export * from './leaderboards.ts';
export * from './member-events.ts';
export * from './mvp-vote.ts';
export * from './realtime.ts';
export * from './roster.ts';
export * from './rsvp.ts';
export * from './time-zones.ts';
