import { GAME_DAYS } from '../../../../src/contracts/leagues/league.ts';
import {
  LEAGUE_LEVEL_LABELS,
  LEAGUE_LEVELS,
} from '../../../../src/contracts/leagues/registration-listing.ts';
import { FREE_AGENT_POSITIONS } from '../../../../src/contracts/marketplace/free-agents.ts';
import { POST_CATEGORIES, POST_CATEGORY_LABELS } from '../../../../src/contracts/marketplace/posts.ts';
import { Button } from '../../ui/button/button';
import { SelectField } from '../../ui/form/field';
import { GAME_DAY_LABELS } from '../leagues/league-format';
import { hasFilters, type MarketplaceFilters } from './marketplace-filters';
import { POSITION_LABELS } from './marketplace-format';
import styles from './styles';

type Choice = 'city' | 'position' | 'day' | 'level' | 'category';

interface Options {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

const fixed = (label: string, values: readonly string[], labels: Readonly<Record<string, string>>) => ({
  label,
  options: values.map((value) => ({ value, label: labels[value] ?? value })),
});

const CHOICES: Readonly<Record<Exclude<Choice, 'city'>, Options>> = {
  position: fixed('Position', FREE_AGENT_POSITIONS, POSITION_LABELS),
  day: fixed('Day', GAME_DAYS, GAME_DAY_LABELS),
  level: fixed('Level', LEAGUE_LEVELS, LEAGUE_LEVEL_LABELS),
  category: fixed('Category', POST_CATEGORIES, POST_CATEGORY_LABELS),
};

/** What the free agents' and the posts' lists filter by (the API's list queries), in this order. */
export const FREE_AGENT_CHOICES: readonly Choice[] = ['city', 'position', 'day', 'level'];
export const POST_CHOICES: readonly Choice[] = ['city', 'category'];
export const SUB_CHOICES: readonly Choice[] = ['city', 'day', 'level', 'position'];

export interface TabFiltersProps {
  label: string;
  choices: readonly Choice[];
  filters: MarketplaceFilters;
  cities: ReadonlyArray<{ id: number; name: string }>;
  onChange: (filters: MarketplaceFilters) => void;
}

/** The free agents' or posts' filters: choices only, each applied at once (the address changes). */
export function TabFilters({ label, choices, filters, cities, onChange }: TabFiltersProps) {
  const cityOptions = {
    label: 'City',
    options: cities.map((city) => ({ value: String(city.id), label: city.name })),
  };
  return (
    <form className={styles.filters} aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {choices.map((choice) => {
        const { label: fieldLabel, options } = choice === 'city' ? cityOptions : CHOICES[choice];
        return (
          <SelectField
            key={choice}
            label={fieldLabel}
            name={choice}
            placeholder="Any"
            options={options}
            value={filters[choice] ?? ''}
            onChange={(event) => onChange({ ...filters, [choice]: event.target.value || undefined })}
          />
        );
      })}
      {hasFilters(filters) && (
        <div className={styles.filterActions}>
          <Button type="button" variant="ghost" size="small" onClick={() => onChange({})}>
            CLEAR FILTERS
          </Button>
        </div>
      )}
    </form>
  );
}
