import { useState } from 'react';
import {
  LEAGUE_MESSAGES,
  type LeagueDto,
  pointAdjustmentSchema,
} from '../../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button } from '../../../ui/button/button';
import { FormAlert, SelectField, TextField } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import styles from '../leagues.module.css';
import { useLeagueTeams, useRefreshLeague } from '../use-leagues';

/** Adding points to or taking points from a team in the table, with a reason. */
export function PointAdjustmentsCard({ league }: { league: LeagueDto }) {
  const { data: teams } = useLeagueTeams(league.id);
  const [values, setValues] = useState({ teamId: '', points: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const refresh = useRefreshLeague();
  const submit = async () => {
    const parsed = pointAdjustmentSchema.safeParse({
      teamId: values.teamId,
      points: values.points.trim() === '' ? Number.NaN : Number(values.points),
      reason: values.reason,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.post(`/league/${encodeURIComponent(league.id)}/adjustments`, parsed.data);
      toast.success(LEAGUE_MESSAGES.saved);
      setValues({ teamId: '', points: '', reason: '' });
      await refresh(league.id);
    } catch (caught) {
      setErrors({ form: firstServerError(caught) ?? genericErrorMessage });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="console-adjust">
      <h2 id="console-adjust" className={styles.cardTitle}>
        Point adjustment
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label="Team"
          placeholder="Choose a team"
          options={(teams ?? []).map((team) => ({ value: team.teamId, label: team.name }))}
          value={values.teamId}
          error={errors.teamId}
          onChange={(event) => setValues({ ...values, teamId: event.target.value })}
        />
        <TextField
          label="Points (negative for a deduction)"
          inputMode="numeric"
          value={values.points}
          error={errors.points}
          onChange={(event) => setValues({ ...values, points: event.target.value })}
        />
        <TextField
          label="Reason"
          value={values.reason}
          error={errors.reason}
          onChange={(event) => setValues({ ...values, reason: event.target.value })}
        />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Button type="submit" size="small" busy={busy} busyLabel="SAVING…">
          ADJUST POINTS
        </Button>
      </form>
    </section>
  );
}
