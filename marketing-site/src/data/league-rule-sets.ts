import {
  LEAGUE_FORMATS,
  LEAGUE_RULE_SETS,
  type LeagueFormat,
  type LeagueRuleSet as LeagueRuleSetContract,
} from '../../../src/contracts/leagues/rule-sets.ts';

/**
 * The league formats the operator runs and the rules that differ between them (spec §9): the app's own
 * rule sets (the contract), with what the rules page says beside them.
 */
export interface LeagueRuleSet extends Omit<LeagueRuleSetContract, 'format' | 'label' | 'goalkeeper'> {
  /** The format as the rules page names it (the contract's label). */
  readonly format: string;
  /** Where and how it is played, for the rules page. */
  readonly description: string;
  readonly substitutions: 'on the fly' | 'on a pause in play';
}

/** What only the rules page says about each format. */
const pageFacts: Readonly<Record<LeagueFormat, Pick<LeagueRuleSet, 'description' | 'substitutions'>>> = {
  '5v5': {
    description: 'Fast small-sided games on a compact turf field, the easiest way into league play.',
    substitutions: 'on the fly',
  },
  futsal: {
    description: 'Indoor five-a-side on a hard court with a smaller, low-bounce ball.',
    substitutions: 'on the fly',
  },
  '7x7': {
    description: 'The most popular weeknight format: room to pass, without needing a full roster.',
    substitutions: 'on the fly',
  },
  '9x9': {
    description: 'A bigger field and real team shape, for teams that want more than small-sided.',
    substitutions: 'on the fly',
  },
  '11v11': {
    description: 'Full-field soccer with referees and offside, the closest thing to the real game.',
    substitutions: 'on a pause in play',
  },
};

export const leagueRuleSets: readonly LeagueRuleSet[] = LEAGUE_FORMATS.map((key) => {
  const { format: _format, label, goalkeeper: _goalkeeper, ...rules } = LEAGUE_RULE_SETS[key];
  return { ...rules, format: label, ...pageFacts[key] };
});

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
