import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  createLeagueSchema,
  GAME_DAYS,
  LEAGUE_FORMATS,
  LEAGUE_RULE_SETS,
  type LeagueDto,
  type LeagueRuleSet,
  TIEBREAKER_LABELS,
  TIEBREAKERS,
  type TiebreakerKey,
  type UpdateLeagueInput,
} from '../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { Button } from '../../ui/button/button';
import { FormAlert, SelectField, TextField } from '../../ui/form/field';
import { GAME_DAY_LABELS } from './league-format';
import styles from './leagues.module.css';

/** One line of a spec §9 rule set: half length, forfeit threshold, coed, restarts, kick-ins, players. */
export function ruleSummary(rules: LeagueRuleSet): string {
  return [
    `${rules.halfLengthMinutes} min halves`,
    `${rules.playersToAvoidForfeit} players to avoid a forfeit`,
    `${rules.femalesRequiredForCoed} ${rules.femalesRequiredForCoed === 1 ? 'female' : 'females'} for coed`,
    `${rules.restartDistanceYards} yard restarts`,
    rules.kickIns ? 'kick-ins' : 'no kick-ins',
    `${rules.fieldPlayers}${rules.goalkeeper ? ' plus goalkeeper' : ''} field players`,
    rules.offside ? 'offside' : 'no offside',
  ].join(' · ');
}

/** The form's shape: lists of text rows (field arrays need objects), mapped onto the contract's request. */
const leagueFormSchema = z
  .object({
    name: z.string(),
    format: z.string(),
    seasonStart: z.string(),
    seasonEnd: z.string(),
    gameDay: z.string(),
    venues: z.array(z.object({ value: z.string() })),
    timeSlots: z.array(z.object({ value: z.string() })),
    pointsForWin: z.number(),
    pointsForDraw: z.number(),
    pointsForLoss: z.number(),
    forfeitWinner: z.number(),
    forfeitLoser: z.number(),
    tiebreakers: z.array(z.string()),
    workspaceId: z.number(),
  })
  .transform(
    (form) =>
      ({
        name: form.name,
        workspaceId: form.workspaceId,
        format: form.format,
        seasonStart: form.seasonStart,
        seasonEnd: form.seasonEnd,
        gameDay: form.gameDay,
        venues: form.venues.map((row) => row.value),
        timeSlots: form.timeSlots.map((row) => row.value),
        rules: {
          pointsForWin: form.pointsForWin,
          pointsForDraw: form.pointsForDraw,
          pointsForLoss: form.pointsForLoss,
          forfeitScore: { winner: form.forfeitWinner, loser: form.forfeitLoser },
          tiebreakers: form.tiebreakers,
        },
      }) as z.input<typeof createLeagueSchema>,
  )
  .pipe(createLeagueSchema);

type LeagueFields = z.input<typeof leagueFormSchema>;

const formatOptions = LEAGUE_FORMATS.map((format) => ({
  value: format,
  label: LEAGUE_RULE_SETS[format].label,
}));
const dayOptions = GAME_DAYS.map((day) => ({ value: day, label: GAME_DAY_LABELS[day] }));

/** The form's values for a new league, or for the draft being edited. */
function defaultsOf(workspaceId: number, league?: LeagueDto): LeagueFields {
  return {
    name: league?.name ?? '',
    format: league?.format ?? '7x7',
    seasonStart: league?.seasonStart ?? '',
    seasonEnd: league?.seasonEnd ?? '',
    gameDay: league?.gameDay ?? '',
    venues: (league?.venues ?? ['']).map((value) => ({ value })),
    timeSlots: (league?.timeSlots ?? ['7:00 PM']).map((value) => ({ value })),
    pointsForWin: league?.rules.pointsForWin ?? 3,
    pointsForDraw: league?.rules.pointsForDraw ?? 1,
    pointsForLoss: league?.rules.pointsForLoss ?? 0,
    forfeitWinner: league?.rules.forfeitScore.winner ?? 3,
    forfeitLoser: league?.rules.forfeitScore.loser ?? 0,
    tiebreakers: [...(league?.rules.tiebreakers ?? TIEBREAKERS)],
    workspaceId,
  };
}

/**
 * The console's league form: format, season, game day, venues, slots, points, tiebreakers. Without
 * `league` it creates one (`POST /api/league`); with a draft it saves its changes (`PATCH`, with the
 * version it was read at).
 */
export function LeagueForm({
  workspaceId,
  league,
  onSaved,
  onCancel,
}: {
  workspaceId: number;
  league?: LeagueDto;
  onSaved: (league: LeagueDto) => void;
  onCancel?: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LeagueFields, unknown, z.output<typeof leagueFormSchema>>({
    resolver: zodResolver(leagueFormSchema),
    defaultValues: defaultsOf(workspaceId, league),
  });
  const venues = useFieldArray({ control, name: 'venues' });
  const slots = useFieldArray({ control, name: 'timeSlots' });
  const [format, tiebreakers] = useWatch({ control, name: ['format', 'tiebreakers'] });
  const ruleSet = LEAGUE_RULE_SETS[format as keyof typeof LEAGUE_RULE_SETS];

  const move = (index: number, by: -1 | 1) => {
    const list = [...(tiebreakers ?? [])];
    const target = index + by;
    if (target < 0 || target >= list.length) return;
    [list[index], list[target]] = [list[target]!, list[index]!];
    setValue('tiebreakers', list, { shouldDirty: true });
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (league) {
        const { workspaceId: _sameCity, ...settings } = values;
        const change: UpdateLeagueInput = { ...settings, version: league.version };
        onSaved(await api.patch<LeagueDto>(`/league/${encodeURIComponent(league.id)}`, change));
        return;
      }
      const result = await api.post<{ league: LeagueDto } | LeagueDto>('/league', values);
      onSaved('league' in result ? result.league : result);
    } catch (caught) {
      setFormError(firstServerError(caught) ?? genericErrorMessage);
    }
  });

  const listError = (error: unknown): string | undefined =>
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : undefined;
  const rowError = (list: unknown, index: number): string | undefined => {
    const row = Array.isArray(list) ? list[index] : undefined;
    return listError(row) ?? listError((row as { value?: unknown } | undefined)?.value);
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={league ? `Edit ${league.name}` : 'New league'}
    >
      <TextField label="League name" error={errors.name?.message} {...register('name')} />
      <SelectField
        label="Format"
        options={formatOptions}
        error={errors.format?.message}
        {...register('format')}
      />
      {ruleSet && <p className={styles.ruleSummary}>{ruleSummary(ruleSet)}</p>}
      <div className={styles.grid2}>
        <TextField
          label="Season start"
          type="date"
          error={errors.seasonStart?.message}
          {...register('seasonStart')}
        />
        <TextField
          label="Season end"
          type="date"
          error={errors.seasonEnd?.message}
          {...register('seasonEnd')}
        />
      </div>
      <SelectField
        label="Game day"
        placeholder="Select a day"
        options={dayOptions}
        error={errors.gameDay?.message}
        {...register('gameDay')}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Venues</legend>
        {venues.fields.map((field, index) => (
          <div key={field.id} className={styles.inline}>
            <TextField
              label={`Venue #${index + 1}`}
              error={rowError(errors.venues, index)}
              {...register(`venues.${index}.value`)}
            />
            {venues.fields.length > 1 && (
              <Button variant="ghost" size="small" onClick={() => venues.remove(index)}>
                REMOVE
              </Button>
            )}
          </div>
        ))}
        {listError(errors.venues) && <FormAlert>{listError(errors.venues)}</FormAlert>}
        <Button variant="secondary" size="small" onClick={() => venues.append({ value: '' })}>
          ADD VENUE
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Time slots</legend>
        {slots.fields.map((field, index) => (
          <div key={field.id} className={styles.inline}>
            <TextField
              label={`Slot #${index + 1}`}
              placeholder="7:00 PM"
              error={rowError(errors.timeSlots, index)}
              {...register(`timeSlots.${index}.value`)}
            />
            {slots.fields.length > 1 && (
              <Button variant="ghost" size="small" onClick={() => slots.remove(index)}>
                REMOVE
              </Button>
            )}
          </div>
        ))}
        {listError(errors.timeSlots) && <FormAlert>{listError(errors.timeSlots)}</FormAlert>}
        <Button variant="secondary" size="small" onClick={() => slots.append({ value: '' })}>
          ADD TIME SLOT
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Points and forfeits</legend>
        <div className={styles.numbers}>
          <TextField
            label="Win"
            type="number"
            error={errors.pointsForWin?.message}
            {...register('pointsForWin', { valueAsNumber: true })}
          />
          <TextField
            label="Draw"
            type="number"
            error={errors.pointsForDraw?.message}
            {...register('pointsForDraw', { valueAsNumber: true })}
          />
          <TextField
            label="Loss"
            type="number"
            error={errors.pointsForLoss?.message}
            {...register('pointsForLoss', { valueAsNumber: true })}
          />
          <TextField
            label="Forfeit: winner's goals"
            type="number"
            error={errors.forfeitWinner?.message}
            {...register('forfeitWinner', { valueAsNumber: true })}
          />
          <TextField
            label="Forfeit: loser's goals"
            type="number"
            error={errors.forfeitLoser?.message}
            {...register('forfeitLoser', { valueAsNumber: true })}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Tiebreaker order</legend>
        <ol className={styles.plainList}>
          {(tiebreakers ?? []).map((key, index, list) => (
            <li key={key} className={styles.orderItem}>
              <span className={styles.rank}>{index + 1}</span>
              <span>{TIEBREAKER_LABELS[key as TiebreakerKey] ?? key}</span>
              <button
                type="button"
                className={styles.smallButton}
                aria-label={`Move ${TIEBREAKER_LABELS[key as TiebreakerKey]} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.smallButton}
                aria-label={`Move ${TIEBREAKER_LABELS[key as TiebreakerKey]} down`}
                disabled={index === list.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
        <p className={styles.muted}>Teams level on every tiebreaker share their position.</p>
      </fieldset>

      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={styles.row}>
        {league ? (
          <Button type="submit" busy={isSubmitting} busyLabel="SAVING…">
            SAVE CHANGES
          </Button>
        ) : (
          <Button type="submit" busy={isSubmitting} busyLabel="CREATING…">
            CREATE LEAGUE
          </Button>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            CANCEL
          </Button>
        )}
      </div>
    </form>
  );
}
