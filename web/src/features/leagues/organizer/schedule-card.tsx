import { useState } from 'react';
import { type LeagueDto, SEASON_TOO_SHORT } from '../../../../../src/contracts/leagues/index.ts';
import { ApiError, firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button } from '../../../ui/button/button';
import { FormAlert } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import { ListSkeleton } from '../../clubs/club-header';
import { LoadError } from '../league-page';
import styles from '../leagues.module.css';
import { ScheduleList } from '../schedule-list';
import { useRefreshLeague, useSchedule } from '../use-leagues';
import { GameActions } from './game-actions';

/** Generating the round-robin schedule (extending a draft's season when it is too short) and its games. */
export function ScheduleCard({ league, onChanged }: { league: LeagueDto; onChanged: () => void }) {
  const { data, error, mutate } = useSchedule(league.id);
  const [double, setDouble] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The season's dates cannot hold the schedule: the server says how long it must be; a draft can grow.
  const [tooShort, setTooShort] = useState<string | null>(null);
  const toast = useToast();
  const refresh = useRefreshLeague();
  const generate = async (replace: boolean, extendSeason = false) => {
    setBusy(true);
    setFormError(null);
    setTooShort(null);
    try {
      await api.post(`/league/${encodeURIComponent(league.id)}/schedule`, { double, replace, extendSeason });
      toast.success(extendSeason ? 'Season extended and schedule generated.' : 'Schedule generated.');
      if (extendSeason) onChanged();
      await refresh(league.id);
    } catch (caught) {
      if (caught instanceof ApiError && caught.hasCode(SEASON_TOO_SHORT)) setTooShort(caught.message);
      else setFormError(firstServerError(caught) ?? genericErrorMessage);
    } finally {
      setBusy(false);
    }
  };
  const hasGames = (data?.games.length ?? 0) > 0;
  return (
    <section className={styles.card} aria-labelledby="console-games">
      <h2 id="console-games" className={styles.cardTitle}>
        Schedule
      </h2>
      <div className={styles.row}>
        <label className={styles.row}>
          <input type="checkbox" checked={double} onChange={(event) => setDouble(event.target.checked)} />
          <span>Double round robin</span>
        </label>
        <Button size="small" busy={busy} busyLabel="GENERATING…" onClick={() => void generate(hasGames)}>
          {hasGames ? 'REGENERATE SCHEDULE' : 'GENERATE SCHEDULE'}
        </Button>
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      {tooShort && (
        <div className={styles.stack}>
          <FormAlert>{tooShort}</FormAlert>
          {league.status === 'draft' && (
            <div className={styles.row}>
              <Button
                size="small"
                busy={busy}
                busyLabel="GENERATING…"
                onClick={() => void generate(hasGames, true)}
              >
                EXTEND SEASON AND GENERATE
              </Button>
            </div>
          )}
        </div>
      )}
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <ListSkeleton rows={3} />
      ) : (
        <ScheduleList
          games={data.games}
          renderActions={(game) => <GameActions game={game} league={league} />}
        />
      )}
    </section>
  );
}
