/** The league formats the operator runs and the rules that differ between them (spec §9). */
export interface LeagueRuleSet {
  readonly format: '5v5' | 'Futsal' | '7x7' | '9x9' | '11v11';
  /** Where and how it is played, for the rules page. */
  readonly description: string;
  readonly halfLengthMinutes: number;
  /** Fewer players than this at kickoff and the team forfeits. */
  readonly playersToAvoidForfeit: number;
  /** In coed leagues, how many women must be among the players on the field. */
  readonly femalesRequiredForCoed: number;
  /** How far opponents stand back at free kicks, corners and kickoffs. */
  readonly restartDistanceYards: number;
  /** Kick-ins replace throw-ins when the ball leaves the touchline. */
  readonly kickIns: boolean;
  readonly offside: boolean;
  /** Field players per side, not counting the goalkeeper. */
  readonly fieldPlayers: number;
  readonly substitutions: 'on the fly' | 'on a pause in play';
}

export const leagueRuleSets: readonly LeagueRuleSet[] = [
  {
    format: '5v5',
    description: 'Fast small-sided games on a compact turf field, the easiest way into league play.',
    halfLengthMinutes: 20,
    playersToAvoidForfeit: 3,
    femalesRequiredForCoed: 1,
    restartDistanceYards: 5,
    kickIns: true,
    offside: false,
    fieldPlayers: 4,
    substitutions: 'on the fly',
  },
  {
    format: 'Futsal',
    description: 'Indoor five-a-side on a hard court with a smaller, low-bounce ball.',
    halfLengthMinutes: 20,
    playersToAvoidForfeit: 3,
    femalesRequiredForCoed: 1,
    restartDistanceYards: 16,
    kickIns: true,
    offside: false,
    fieldPlayers: 4,
    substitutions: 'on the fly',
  },
  {
    format: '7x7',
    description: 'The most popular weeknight format: room to pass, without needing a full roster.',
    halfLengthMinutes: 23,
    playersToAvoidForfeit: 4,
    femalesRequiredForCoed: 2,
    restartDistanceYards: 6,
    kickIns: false,
    offside: false,
    fieldPlayers: 6,
    substitutions: 'on the fly',
  },
  {
    format: '9x9',
    description: 'A bigger field and real team shape, for teams that want more than small-sided.',
    halfLengthMinutes: 23,
    playersToAvoidForfeit: 6,
    femalesRequiredForCoed: 4,
    restartDistanceYards: 8,
    kickIns: false,
    offside: false,
    fieldPlayers: 8,
    substitutions: 'on the fly',
  },
  {
    format: '11v11',
    description: 'Full-field soccer with referees and offside, the closest thing to the real game.',
    halfLengthMinutes: 35,
    playersToAvoidForfeit: 7,
    femalesRequiredForCoed: 4,
    restartDistanceYards: 10,
    kickIns: false,
    offside: true,
    fieldPlayers: 10,
    substitutions: 'on a pause in play',
  },
];

/** Rules that hold in every format. */
export const generalRules: readonly string[] = [
  'No slide tackles, in any format. Going to ground to win the ball is a foul, and a reckless one is a card.',
  'No offside, except in 11v11.',
  'Substitutions are unlimited and made on the fly, except in 11v11, where you substitute on a pause in play with the referee’s permission.',
  'A team that cannot field the minimum number of players five minutes after kickoff time forfeits the game.',
  'In coed leagues, the required number of women must be on the field; a team that is short plays with fewer players rather than replacing them with men.',
  'Shin guards are required. Turf shoes or molded cleats only: no metal studs on turf.',
  'Captains confirm the score in the app after each game; when both teams agree, the result counts for the standings.',
];

/** One rule set as label/value rows, in the order the rules page shows them. */
export function ruleSetFacts(rules: LeagueRuleSet): { label: string; value: string }[] {
  return [
    { label: 'Half length', value: `${rules.halfLengthMinutes} minutes` },
    { label: 'Players on the field', value: `${rules.fieldPlayers} field players + goalkeeper` },
    { label: 'Players to avoid a forfeit', value: String(rules.playersToAvoidForfeit) },
    { label: 'Women required in coed', value: String(rules.femalesRequiredForCoed) },
    { label: 'Restart distance', value: `${rules.restartDistanceYards} yards` },
    { label: 'Ball out of touch', value: rules.kickIns ? 'Kick-in' : 'Throw-in' },
    { label: 'Offside', value: rules.offside ? 'Yes' : 'No' },
    { label: 'Substitutions', value: `Unlimited, ${rules.substitutions}` },
  ];
}
