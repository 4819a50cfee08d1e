import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type GameReportStatus,
  LEAGUE_EVENT_MESSAGES,
  type LeagueRosterEntryDto,
  PLAYOFF_MESSAGES,
  type ScoreReportResult,
  scoreReportSchema,
} from '../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { Button } from '../../ui/button/button';
import { FormAlert, SelectField, TextField } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import { REPORT_STATUS_LABELS } from './league-format';
import styles from './leagues.module.css';
import { asksShootoutWinner, ShootoutWinnerField } from './playoffs/shootout-winner-field';
import { leagueKeys } from './use-leagues';

export const INCOMPLETE_NOTE = 'Incomplete: enter both scores as whole numbers to complete the report.';

/** The form's text fields, turned into the contract's report (a blank score is null: incomplete). */
const scoreText = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
const countText = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

export const postGameFormSchema = z
  .object({
    teamScore: z.string(),
    opponentScore: z.string(),
    scorers: z.array(z.object({ memberId: z.string(), goals: z.string() })),
    assists: z.array(z.object({ memberId: z.string(), assists: z.string() })),
    mvpId: z.string(),
    /** Only sent when the score is level in a knockout game (the field shows then). */
    shootoutWinnerTeamId: z.string(),
  })
  .transform(
    (form): z.input<typeof scoreReportSchema> => ({
      teamScore: scoreText(form.teamScore),
      opponentScore: scoreText(form.opponentScore),
      scorers: form.scorers.map((row) => ({ memberId: row.memberId, goals: countText(row.goals) })),
      assists: form.assists.map((row) => ({ memberId: row.memberId, assists: countText(row.assists) })),
      mvpId: form.mvpId === '' ? null : form.mvpId,
      shootoutWinnerTeamId: form.shootoutWinnerTeamId === '' ? null : form.shootoutWinnerTeamId,
    }),
  )
  .pipe(scoreReportSchema);

export type PostGameFields = z.input<typeof postGameFormSchema>;

const isWhole = (value: string) => /^\d+$/.test(value.trim());

/** Spec §4: a report is incomplete unless both scores are integers. */
export const isIncomplete = (teamScore: string, opponentScore: string) =>
  !isWhole(teamScore) || !isWhole(opponentScore);

/**
 * The captain's one post-game form (spec §4): their team's score and the opponent's, scorers and
 * assists, and their MVP. It saves incomplete too, and says so.
 */
export function PostGameForm({
  eventId,
  teamName,
  opponentName,
  players,
  status,
  initial,
  knockoutTeams,
  onSaved,
}: {
  eventId: string;
  teamName: string;
  opponentName: string;
  players: readonly LeagueRosterEntryDto[];
  status: GameReportStatus;
  initial?: { teamScore: number | null; opponentScore: number | null } | undefined;
  /** A playoff game's two teams: a level score then asks who won the penalty shoot-out. */
  knockoutTeams?: ReadonlyArray<{ id: string; name: string }> | undefined;
  onSaved?: () => void;
}) {
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostGameFields, unknown, z.output<typeof postGameFormSchema>>({
    resolver: zodResolver(postGameFormSchema),
    defaultValues: {
      teamScore:
        initial?.teamScore === null || initial?.teamScore === undefined ? '' : String(initial.teamScore),
      opponentScore:
        initial?.opponentScore === null || initial?.opponentScore === undefined
          ? ''
          : String(initial.opponentScore),
      scorers: [],
      assists: [],
      mvpId: '',
      shootoutWinnerTeamId: '',
    },
  });
  const scorers = useFieldArray({ control, name: 'scorers' });
  const assists = useFieldArray({ control, name: 'assists' });
  const [teamScore = '', opponentScore = ''] = useWatch({ control, name: ['teamScore', 'opponentScore'] });
  const playerOptions = players.map((player) => ({
    value: player.memberId,
    label: `${player.firstName} ${player.lastName}`.trim(),
  }));

  const asksShootout = asksShootoutWinner(knockoutTeams !== undefined, teamScore, opponentScore);
  const submit = handleSubmit(async (parsed) => {
    setFormError(null);
    if (asksShootout && !parsed.shootoutWinnerTeamId) {
      setError('shootoutWinnerTeamId', { message: PLAYOFF_MESSAGES.shootoutNeeded });
      return;
    }
    // The shoot-out winner goes only with a level knockout score (the server drops it otherwise anyway).
    const { shootoutWinnerTeamId, ...score } = parsed;
    const report = asksShootout ? { ...score, shootoutWinnerTeamId } : score;
    try {
      const result = await api.post<ScoreReportResult>(`${leagueKeys.eventPage(eventId)}/report`, report);
      toast.success(result?.message ?? LEAGUE_EVENT_MESSAGES.reportSaved);
      onSaved?.();
    } catch (caught) {
      setFormError(firstServerError(caught) ?? genericErrorMessage);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Post-game report">
      <p className={styles.muted}>
        Report status: <strong>{REPORT_STATUS_LABELS[status]}</strong>
      </p>
      <div className={styles.numbers}>
        <TextField
          label={`${teamName} (your team)`}
          inputMode="numeric"
          autoComplete="off"
          error={errors.teamScore?.message}
          {...register('teamScore')}
        />
        <TextField
          label={opponentName}
          inputMode="numeric"
          autoComplete="off"
          error={errors.opponentScore?.message}
          {...register('opponentScore')}
        />
      </div>
      {asksShootout && knockoutTeams && (
        <ShootoutWinnerField
          teams={knockoutTeams}
          error={errors.shootoutWinnerTeamId?.message}
          {...register('shootoutWinnerTeamId')}
        />
      )}
      {isIncomplete(teamScore, opponentScore) && (
        <p className={styles.incomplete} role="status">
          {INCOMPLETE_NOTE}
        </p>
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Scorers</legend>
        {scorers.fields.map((field, index) => (
          <div key={field.id} className={styles.inline}>
            <div className={styles.numbers}>
              <SelectField
                label={`Scorer #${index + 1}`}
                placeholder="Choose a player"
                options={playerOptions}
                error={errors.scorers?.[index]?.memberId?.message}
                {...register(`scorers.${index}.memberId`)}
              />
              <TextField
                label="Goals"
                inputMode="numeric"
                error={errors.scorers?.[index]?.goals?.message}
                {...register(`scorers.${index}.goals`)}
              />
            </div>
            <Button variant="ghost" size="small" onClick={() => scorers.remove(index)}>
              REMOVE
            </Button>
          </div>
        ))}
        {errors.scorers?.message && <FormAlert>{errors.scorers.message}</FormAlert>}
        {errors.scorers?.root?.message && <FormAlert>{errors.scorers.root.message}</FormAlert>}
        <Button variant="secondary" size="small" onClick={() => scorers.append({ memberId: '', goals: '1' })}>
          ADD SCORER
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Assists</legend>
        {assists.fields.map((field, index) => (
          <div key={field.id} className={styles.inline}>
            <div className={styles.numbers}>
              <SelectField
                label={`Assist #${index + 1}`}
                placeholder="Choose a player"
                options={playerOptions}
                error={errors.assists?.[index]?.memberId?.message}
                {...register(`assists.${index}.memberId`)}
              />
              <TextField
                label="Assists"
                inputMode="numeric"
                error={errors.assists?.[index]?.assists?.message}
                {...register(`assists.${index}.assists`)}
              />
            </div>
            <Button variant="ghost" size="small" onClick={() => assists.remove(index)}>
              REMOVE
            </Button>
          </div>
        ))}
        {errors.assists?.message && <FormAlert>{errors.assists.message}</FormAlert>}
        <Button
          variant="secondary"
          size="small"
          onClick={() => assists.append({ memberId: '', assists: '1' })}
        >
          ADD ASSIST
        </Button>
      </fieldset>

      <SelectField
        label="Your MVP"
        placeholder="No MVP"
        options={playerOptions}
        error={errors.mvpId?.message}
        {...register('mvpId')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" busy={isSubmitting} busyLabel="SAVING…">
        SAVE REPORT
      </Button>
    </form>
  );
}
