import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SOMETHING_WENT_WRONG } from '../../../../../src/contracts/common/messages.ts';
import {
  normalizeShirtNumber,
  SEASON_ROSTER_MESSAGES,
  type SeasonRosterEntryDto,
  shirtNumberProblem,
  type TeamSeasonRosterDto,
} from '../../../../../src/contracts/leagues/season-roster.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { classNames } from '../../../lib/class-names';
import { Avatar } from '../../../ui/avatar/avatar';
import { Button } from '../../../ui/button/button';
import { FormAlert } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import { useOpenPlayerProfile } from '../../player-profile/use-player-profile';
import leagueStyles from '../leagues.module.css';
import { AddSeasonRosterPlayers } from './add-season-roster-players';
import styles from './season-roster.module.css';
import { playerName } from './season-roster-format';
import { useRefreshSeasonRosters } from './use-season-rosters';

const SAVED = 'Successfully saved!';

/** One team's season roster: shirt numbers and players; its captains edit the numbers in place. */
export function TeamSeasonRosterCard({ leagueId, team }: { leagueId: string; team: TeamSeasonRosterDto }) {
  const [editing, setEditing] = useState(false);
  const headingId = `season-roster-${team.teamId}`;
  const count = team.entries.length;
  return (
    <section className={leagueStyles.card} aria-labelledby={headingId}>
      <div className={leagueStyles.cardHead}>
        <div className={leagueStyles.person}>
          <Avatar src={team.logo} size={32} />
          <h2 id={headingId} className={leagueStyles.cardTitle}>
            <Link to={`/team/${team.teamId}`}>{team.teamName}</Link>
          </h2>
        </div>
        <span className={leagueStyles.muted}>
          {count} {count === 1 ? 'player' : 'players'}
        </span>
        {team.canEdit && !editing && (
          <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
            EDIT ROSTER
          </Button>
        )}
      </div>
      {editing && team.canEdit ? (
        <EditSeasonRoster leagueId={leagueId} team={team} onDone={() => setEditing(false)} />
      ) : (
        <RosterEntries entries={team.entries} />
      )}
    </section>
  );
}

function Shirt({ shirtNumber }: { shirtNumber: string | null }) {
  return shirtNumber ? (
    <span className={styles.shirt}>{shirtNumber}</span>
  ) : (
    <span className={classNames(styles.shirt, styles.shirtEmpty)}>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">No number</span>
    </span>
  );
}

function RosterEntries({ entries }: { entries: SeasonRosterEntryDto[] }) {
  const openProfile = useOpenPlayerProfile();
  if (entries.length === 0) return <p className={leagueStyles.note}>{SEASON_ROSTER_MESSAGES.empty}</p>;
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.rosterId} className={styles.entry}>
          <Shirt shirtNumber={entry.shirtNumber} />
          <Avatar src={entry.avatar} size={32} />
          <button
            type="button"
            className={leagueStyles.linkButton}
            onClick={() => openProfile(entry.memberId)}
          >
            <span className={styles.name}>{playerName(entry)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function EditSeasonRoster({
  leagueId,
  team,
  onDone,
}: {
  leagueId: string;
  team: TeamSeasonRosterDto;
  onDone: () => void;
}) {
  const toast = useToast();
  const refresh = useRefreshSeasonRosters();
  const [numbers, setNumbers] = useState<Record<string, string>>(() =>
    Object.fromEntries(team.entries.map((entry) => [entry.memberId, entry.shirtNumber ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState<string | null>(null);
  const numberInput = (entry: SeasonRosterEntryDto) => numbers[entry.memberId] ?? entry.shirtNumber ?? '';

  const save = async () => {
    const problems: Record<string, string> = {};
    const updates: Array<{ memberId: string; shirtNumber: string | null }> = [];
    for (const entry of team.entries) {
      const value = numberInput(entry).trim();
      const problem = value === '' ? undefined : shirtNumberProblem(value);
      if (problem) problems[entry.memberId] = problem;
      const shirtNumber = normalizeShirtNumber(value);
      if (shirtNumber !== entry.shirtNumber) updates.push({ memberId: entry.memberId, shirtNumber });
    }
    setErrors(problems);
    setFormError(undefined);
    if (Object.keys(problems).length > 0) return;
    if (updates.length === 0) return onDone();
    setBusy('save');
    try {
      await api.put(
        `/team/${encodeURIComponent(team.teamId)}/league-season-roster/leagues/${encodeURIComponent(leagueId)}`,
        {
          leagueId,
          teamId: team.teamId,
          updates,
        },
      );
      toast.success(SAVED);
      await refresh(leagueId);
      onDone();
    } catch (caught) {
      setFormError(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (entry: SeasonRosterEntryDto) => {
    setBusy(entry.rosterId);
    setFormError(undefined);
    try {
      await api.post(
        `/team/${encodeURIComponent(team.teamId)}/league-season-roster/${encodeURIComponent(entry.rosterId)}/remove`,
        {},
      );
      toast.success('Successfully removed.');
      await refresh(leagueId);
    } catch (caught) {
      setFormError(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={leagueStyles.stack}>
      {formError && <FormAlert>{formError}</FormAlert>}
      {team.entries.length === 0 ? (
        <p className={leagueStyles.note}>{SEASON_ROSTER_MESSAGES.empty}</p>
      ) : (
        <form
          className={leagueStyles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ul className={styles.entries}>
            {team.entries.map((entry) => {
              const name = playerName(entry);
              const errorId = `shirt-error-${entry.rosterId}`;
              return (
                <li key={entry.rosterId} className={styles.entry}>
                  <input
                    className={styles.shirtInput}
                    aria-label={`Shirt number for ${name}`}
                    aria-invalid={errors[entry.memberId] ? true : undefined}
                    aria-describedby={errors[entry.memberId] ? errorId : undefined}
                    maxLength={20}
                    autoComplete="off"
                    value={numberInput(entry)}
                    onChange={(event) =>
                      setNumbers((current) => ({ ...current, [entry.memberId]: event.target.value }))
                    }
                  />
                  <Avatar src={entry.avatar} size={32} />
                  <span className={styles.name}>{name}</span>
                  <Button
                    type="button"
                    size="small"
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    busy={busy === entry.rosterId}
                    busyLabel="REMOVING…"
                    onClick={() => void remove(entry)}
                  >
                    REMOVE
                  </Button>
                  {errors[entry.memberId] && (
                    <p id={errorId} className={styles.fieldError}>
                      {errors[entry.memberId]}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <div className={leagueStyles.row}>
            <Button type="submit" size="small" busy={busy === 'save'} busyLabel="SAVING…">
              SAVE NUMBERS
            </Button>
            <Button type="button" size="small" variant="ghost" onClick={onDone}>
              DONE
            </Button>
          </div>
        </form>
      )}
      <AddSeasonRosterPlayers leagueId={leagueId} teamId={team.teamId} />
      {team.entries.length === 0 && (
        <div className={leagueStyles.row}>
          <Button type="button" size="small" variant="ghost" onClick={onDone}>
            DONE
          </Button>
        </div>
      )}
    </div>
  );
}
