import { useState } from 'react';
import {
  type LeagueDto,
  PLAYOFF_MAX_SIZE,
  PLAYOFF_MESSAGES,
  PLAYOFF_MIN_SIZE,
  type PlayoffBracketDto,
} from '../../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button } from '../../../ui/button/button';
import { FormAlert, SelectField } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import styles from '../leagues.module.css';
import { PlayoffBracket } from '../playoffs/playoff-bracket';
import { usePlayoffBracket, usePlayoffPushes } from '../playoffs/use-playoffs';
import { useRefreshLeague } from '../use-leagues';

/**
 * The console's playoffs: once every regular-season game has a result, seed the top N of the final
 * table into a knockout bracket; then the bracket as it plays out.
 */
export function PlayoffsCard({ league }: { league: LeagueDto }) {
  const { data: bracket, mutate } = usePlayoffBracket(league.id);
  usePlayoffPushes(league.id);
  const sizes = Array.from(
    { length: Math.max(0, Math.min(PLAYOFF_MAX_SIZE, league.teamCount) - PLAYOFF_MIN_SIZE + 1) },
    (_, i) => PLAYOFF_MIN_SIZE + i,
  );
  const [size, setSize] = useState(String(Math.min(4, league.teamCount)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const refresh = useRefreshLeague();
  const seed = async () => {
    setError(null);
    setBusy(true);
    try {
      const seeded = await api.post<PlayoffBracketDto>(`/league/${encodeURIComponent(league.id)}/playoffs`, {
        size: Number(size),
      });
      toast.success(PLAYOFF_MESSAGES.seeded);
      await mutate(seeded, { revalidate: false });
      await refresh(league.id);
    } catch (caught) {
      setError(firstServerError(caught) ?? genericErrorMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="console-playoffs">
      <h2 id="console-playoffs" className={styles.cardTitle}>
        Playoffs
      </h2>
      {bracket?.stageId ? (
        <PlayoffBracket bracket={bracket} linkGames />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void seed();
          }}
        >
          <p className={styles.muted}>
            {bracket?.seasonEnded
              ? 'The regular season is over: seed the top teams of the final table into a knockout bracket. The best seeds get byes when the field is not 2, 4 or 8.'
              : 'Seed the playoffs once every regular-season game has a result.'}
          </p>
          <SelectField
            label="Teams in the playoffs"
            options={sizes.map((n) => ({ value: String(n), label: `Top ${n}` }))}
            value={size}
            onChange={(event) => setSize(event.target.value)}
          />
          {error && <FormAlert>{error}</FormAlert>}
          <Button type="submit" size="small" busy={busy} busyLabel="SEEDING…" disabled={sizes.length === 0}>
            SEED PLAYOFFS
          </Button>
        </form>
      )}
    </section>
  );
}
