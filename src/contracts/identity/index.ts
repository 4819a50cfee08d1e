// Identity contracts: the request schemas (with the spec's exact messages) and response shapes that
// the server validates with and the SPA's forms use.
export * from './change-email.ts';
export * from './email-preferences.ts';
export * from './member.ts';
export * from './password.ts';
export * from './profile.ts';
export * from './report.ts';
export * from './rules.ts';
export * from './session.ts';
export * from './sign-up.ts';
export * from './social.ts';
export * from './verify-email.ts';
