// Spec §9 league rule sets: the five formats a league is created with.

export const LEAGUE_FORMATS = ['5v5', 'futsal', '7x7', '9x9', '11v11'] as const;
export type LeagueFormat = (typeof LEAGUE_FORMATS)[number];

export interface LeagueRuleSet {
  format: LeagueFormat;
  label: string;
  halfLengthMinutes: number;
  playersToAvoidForfeit: number;
  femalesRequiredForCoed: number;
  restartDistanceYards: number;
  kickIns: boolean;
  offside: boolean;
  /** Field players, and whether a goalkeeper plays beside them. */
  fieldPlayers: number;
  goalkeeper: boolean;
}

export const LEAGUE_RULE_SETS: Readonly<Record<LeagueFormat, LeagueRuleSet>> = {
  '5v5': {
    format: '5v5',
    label: '5v5',
    halfLengthMinutes: 20,
    playersToAvoidForfeit: 3,
    femalesRequiredForCoed: 1,
    restartDistanceYards: 5,
    kickIns: true,
    offside: false,
    fieldPlayers: 4,
    goalkeeper: true,
  },
  futsal: {
    format: 'futsal',
    label: 'Futsal',
    halfLengthMinutes: 20,
    playersToAvoidForfeit: 3,
    femalesRequiredForCoed: 1,
    restartDistanceYards: 16,
    kickIns: true,
    offside: false,
    fieldPlayers: 4,
    goalkeeper: true,
  },
  '7x7': {
    format: '7x7',
    label: '7x7',
    halfLengthMinutes: 23,
    playersToAvoidForfeit: 4,
    femalesRequiredForCoed: 2,
    restartDistanceYards: 6,
    kickIns: false,
    offside: false,
    fieldPlayers: 6,
    goalkeeper: false,
  },
  '9x9': {
    format: '9x9',
    label: '9x9',
    halfLengthMinutes: 23,
    playersToAvoidForfeit: 6,
    femalesRequiredForCoed: 4,
    restartDistanceYards: 8,
    kickIns: false,
    offside: false,
    fieldPlayers: 8,
    goalkeeper: false,
  },
  '11v11': {
    format: '11v11',
    label: '11v11',
    halfLengthMinutes: 35,
    playersToAvoidForfeit: 7,
    femalesRequiredForCoed: 4,
    restartDistanceYards: 10,
    kickIns: false,
    offside: true,
    fieldPlayers: 10,
    goalkeeper: false,
  },
};
