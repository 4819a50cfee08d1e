import {
  LEAGUE_LEVEL_LABELS,
  LEAGUE_LEVELS,
  type LeagueLevel,
} from '../../../../src/contracts/leagues/registration-listing.ts';
import { FREE_AGENT_POSITIONS, type FreeAgentPosition } from '../../../../src/contracts/marketplace/index.ts';
import { SelectField } from '../../ui/form/field';
import { ChoiceGroup } from './choice-group';
import { POSITION_LABELS } from './marketplace-format';
import { useMarketplaceCities } from './use-marketplace';

// The fields the marketplace's forms share (free agent, sub request, sub alert): one city, positions and
// a level, labelled and validated the same way wherever a player or a captain fills them in.

interface FieldProps<T> {
  value: T;
  error?: string | undefined;
  onChange: (value: T) => void;
}

/** One of the marketplace's cities, as the id's text ('' before a choice). */
export function CityField({
  label = 'City',
  name,
  className,
  value,
  error,
  onChange,
}: FieldProps<string> & { label?: string; name: string; className?: string }) {
  const { data: cities } = useMarketplaceCities();
  return (
    <SelectField
      label={label}
      name={name}
      className={className}
      placeholder="Choose a city"
      options={(cities ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function PositionsField({
  name,
  value,
  error,
  onChange,
}: FieldProps<FreeAgentPosition[]> & { name: string }) {
  return (
    <ChoiceGroup
      legend="Positions"
      name={name}
      options={FREE_AGENT_POSITIONS}
      labels={POSITION_LABELS}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

export function LevelField({ value, error, onChange }: FieldProps<LeagueLevel>) {
  return (
    <SelectField
      label="Level"
      name="level"
      options={LEAGUE_LEVELS.map((level) => ({ value: level, label: LEAGUE_LEVEL_LABELS[level] }))}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value as LeagueLevel)}
    />
  );
}
