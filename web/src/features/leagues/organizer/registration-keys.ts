const id = encodeURIComponent;

/** The registration panel's API paths: its SWR keys, and the CSV's address for a plain link. */
export const registrationKeys = {
  settings: (leagueId: string) => `/league-common/${id(leagueId)}/registration`,
  list: (leagueId: string) => `/league/${id(leagueId)}/registrations`,
  csv: (leagueId: string) => `/api/league/${id(leagueId)}/registrations/csv`,
} as const;
