// The legal texts live with the API contracts so the app shows the same words; the sites read them here.
export * from '../../../src/contracts/legal/index.ts';
