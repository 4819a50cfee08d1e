// Pickup games contracts: the admin's game form, the game and its listing, registration, the waitlist and
// holds, paid checkout and registration-complete, comments and live updates, shared by the server's
// validation, the SPA's forms and the OpenAPI document.

export * from './api-paths.ts';
export * from './member-pickup-events.ts';
export * from './pickup-event.ts';
export * from './price.ts';
export * from './realtime.ts';
export * from './registration.ts';
