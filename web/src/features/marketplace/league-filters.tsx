import { type FormEvent, useState } from 'react';
import { GAME_DAYS } from '../../../../src/contracts/leagues/league.ts';
import {
  LEAGUE_GENDER_LABELS,
  LEAGUE_GENDERS,
  LEAGUE_LEVEL_LABELS,
  LEAGUE_LEVELS,
} from '../../../../src/contracts/leagues/registration-listing.ts';
import { LEAGUE_FORMATS, LEAGUE_RULE_SETS } from '../../../../src/contracts/leagues/rule-sets.ts';
import { Button } from '../../ui/button/button';
import { SelectField, TextField } from '../../ui/form/field';
import { GAME_DAY_LABELS } from '../leagues/league-format';
import { hasFilters, isPriceText, type LeagueFilters } from './marketplace-filters';
import { MARKETPLACE_MESSAGES } from './marketplace-messages';
import styles from './styles';

const anyOption = 'Any';

export interface LeagueFiltersProps {
  filters: LeagueFilters;
  cities: ReadonlyArray<{ id: number; name: string }>;
  onChange: (filters: LeagueFilters) => void;
}

/**
 * The league filters. A choice (city, format, day, gender, level, open only) applies at once; the two
 * typed ones (price up to, free text) apply on SEARCH or Enter, so the list does not reload per key.
 * The parent keys this form by the address, so CLEAR FILTERS and the back button reset what is typed.
 */
export function LeagueFiltersForm({ filters, cities, onChange }: LeagueFiltersProps) {
  const [q, setQ] = useState(filters.q ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice ?? '');
  const [priceError, setPriceError] = useState<string>();
  // What is typed but not searched yet goes along with a choice (the form is keyed by the address,
  // so it would otherwise be lost when the choice changes the address).
  const typed = (): LeagueFilters => ({
    q: q.trim() || undefined,
    maxPrice: isPriceText(maxPrice.trim()) ? maxPrice.trim() : filters.maxPrice,
  });
  const choose = (key: keyof LeagueFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, ...typed(), [key]: event.target.value || undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = maxPrice.trim();
    if (price !== '' && !isPriceText(price)) {
      setPriceError(MARKETPLACE_MESSAGES.maxPrice);
      return;
    }
    setPriceError(undefined);
    onChange({ ...filters, q: q.trim() || undefined, maxPrice: price || undefined });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filter leagues">
      <TextField
        className={styles.search}
        label="Search"
        type="search"
        name="q"
        maxLength={100}
        placeholder="League, venue or city"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <SelectField
        label="City"
        name="city"
        placeholder={anyOption}
        options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
        value={filters.city ?? ''}
        onChange={choose('city')}
      />
      <SelectField
        label="Format"
        name="format"
        placeholder={anyOption}
        options={LEAGUE_FORMATS.map((format) => ({ value: format, label: LEAGUE_RULE_SETS[format].label }))}
        value={filters.format ?? ''}
        onChange={choose('format')}
      />
      <SelectField
        label="Day"
        name="day"
        placeholder={anyOption}
        options={GAME_DAYS.map((day) => ({ value: day, label: GAME_DAY_LABELS[day] }))}
        value={filters.day ?? ''}
        onChange={choose('day')}
      />
      <SelectField
        label="Gender"
        name="gender"
        placeholder={anyOption}
        options={LEAGUE_GENDERS.map((gender) => ({ value: gender, label: LEAGUE_GENDER_LABELS[gender] }))}
        value={filters.gender ?? ''}
        onChange={choose('gender')}
      />
      <SelectField
        label="Level"
        name="level"
        placeholder={anyOption}
        options={LEAGUE_LEVELS.map((level) => ({ value: level, label: LEAGUE_LEVEL_LABELS[level] }))}
        value={filters.level ?? ''}
        onChange={choose('level')}
      />
      <TextField
        label="Price up to ($)"
        name="maxPrice"
        inputMode="decimal"
        placeholder="Any"
        value={maxPrice}
        error={priceError}
        onChange={(event) => setMaxPrice(event.target.value)}
      />
      <div className={styles.filterActions}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="open"
            checked={filters.open === true}
            onChange={(event) =>
              onChange({ ...filters, ...typed(), open: event.target.checked || undefined })
            }
          />
          Registration open only
        </label>
        <span className={styles.pills}>
          {hasFilters(filters) && (
            <Button type="button" variant="ghost" size="small" onClick={() => onChange({})}>
              CLEAR FILTERS
            </Button>
          )}
          <Button type="submit" size="small">
            SEARCH
          </Button>
        </span>
      </div>
    </form>
  );
}
