import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../../src/contracts/common/messages.ts';
import type { LeagueDto } from '../../../../../src/contracts/leagues/index.ts';
import { SEASON_ROSTER_MESSAGES } from '../../../../../src/contracts/leagues/season-roster.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { RetryBlock } from '../../../ui/blocks/retry-block';
import { Button } from '../../../ui/button/button';
import { FormAlert } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import { ListSkeleton } from '../../clubs/club-header';
import styles from '../leagues.module.css';
import rosterStyles from '../season-roster/season-roster.module.css';
import { lockNotice, playerName } from '../season-roster/season-roster-format';
import {
  useLeagueSeasonRosters,
  useRefreshSeasonRosters,
  useSeasonRosterChecks,
  useSeasonRosterPushes,
} from '../season-roster/use-season-rosters';

/** `datetime-local` wants local wall time without a zone: an instant shown as the browser's. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * The console's season rosters: the lock date after which only coordinators change them, and per team
 * the warning of spec §9 (fewer players than the rule set needs to avoid a forfeit) and who owes the waiver.
 */
export function SeasonRostersCard({ league }: { league: LeagueDto }) {
  const { data: rosters } = useLeagueSeasonRosters(league.id);
  const { data: checks, error, mutate } = useSeasonRosterChecks(league.id);
  useSeasonRosterPushes(league.id, checks !== undefined);
  return (
    <section className={styles.card} aria-labelledby="console-season-rosters">
      <h2 id="console-season-rosters" className={styles.cardTitle}>
        Season rosters
      </h2>
      {rosters && <LockForm leagueId={league.id} locksAt={rosters.locksAt} locked={rosters.locked} />}
      {error ? (
        <RetryBlock message={SOMETHING_WENT_WRONG} onRetry={() => void mutate()} />
      ) : !checks ? (
        <ListSkeleton rows={2} />
      ) : checks.length === 0 ? (
        <p className={styles.note}>No teams registered yet.</p>
      ) : (
        <ul className={styles.plainList} aria-label="Season roster checks">
          {checks.map((check) => (
            <li key={check.teamId} className={styles.stack}>
              <p className={styles.row}>
                <strong>{check.teamName}</strong>
                <span className={styles.muted}>
                  {check.players} {check.players === 1 ? 'player' : 'players'}
                </span>
              </p>
              {check.forfeitRisk && (
                <p className={rosterStyles.warning}>
                  {SEASON_ROSTER_MESSAGES.forfeitRisk(check.players, check.playersToAvoidForfeit)}
                </p>
              )}
              {check.outstandingWaivers.length > 0 && (
                <p className={rosterStyles.warning}>
                  Waiver outstanding: {check.outstandingWaivers.map(playerName).join(', ')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LockForm({
  leagueId,
  locksAt,
  locked,
}: {
  leagueId: string;
  locksAt: string | null;
  locked: boolean;
}) {
  const [value, setValue] = useState(locksAt ? toLocalInput(locksAt) : '');
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'lift' | null>(null);
  const toast = useToast();
  const refresh = useRefreshSeasonRosters();
  const notice = lockNotice(locksAt, locked);
  const save = async (next: string | null, action: 'save' | 'lift') => {
    if (action === 'save' && (next === null || Number.isNaN(Date.parse(next))))
      return setFormError(SEASON_ROSTER_MESSAGES.invalidLockDate);
    setBusy(action);
    setFormError(undefined);
    try {
      await api.put(`/league/${encodeURIComponent(leagueId)}/season-roster-lock`, {
        locksAt: next === null ? null : new Date(next).toISOString(),
      });
      toast.success(SEASON_ROSTER_MESSAGES.lockSaved);
      if (next === null) setValue('');
      await refresh(leagueId);
    } catch (caught) {
      setFormError(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
    } finally {
      setBusy(null);
    }
  };
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(value, 'save');
      }}
    >
      {notice && <p className={styles.muted}>{notice}</p>}
      <div className={rosterStyles.lockForm}>
        <label>
          Roster lock date
          <input type="datetime-local" value={value} onChange={(event) => setValue(event.target.value)} />
        </label>
        <Button type="submit" size="small" busy={busy === 'save'} busyLabel="SAVING…">
          SAVE LOCK DATE
        </Button>
        {locksAt && (
          <Button
            type="button"
            size="small"
            variant="ghost"
            busy={busy === 'lift'}
            busyLabel="REMOVING…"
            onClick={() => void save(null, 'lift')}
          >
            REMOVE LOCK
          </Button>
        )}
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
    </form>
  );
}
