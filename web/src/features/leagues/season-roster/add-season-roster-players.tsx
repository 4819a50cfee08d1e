import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../../../src/contracts/common/messages.ts';
import { SEASON_ROSTER_MESSAGES } from '../../../../../src/contracts/leagues/season-roster.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { Button } from '../../../ui/button/button';
import { FormAlert } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import leagueStyles from '../leagues.module.css';
import styles from './season-roster.module.css';
import { playerName } from './season-roster-format';
import { useRefreshSeasonRosters, useTeamSeasonRoster } from './use-season-rosters';

/** The captain chooses players of the team for its season roster. */
export function AddSeasonRosterPlayers({ leagueId, teamId }: { leagueId: string; teamId: string }) {
  const { data, error } = useTeamSeasonRoster(teamId, leagueId);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const refresh = useRefreshSeasonRosters();
  if (error) return <FormAlert>{SOMETHING_WENT_WRONG}</FormAlert>;
  if (!data) return null;
  if (data.available.length === 0)
    return <p className={leagueStyles.muted}>Everyone on the team is on its season roster.</p>;

  const add = async () => {
    if (chosen.size === 0) return setFormError(SEASON_ROSTER_MESSAGES.choosePlayers);
    setBusy(true);
    setFormError(undefined);
    try {
      await api.post(`/team/${encodeURIComponent(teamId)}/league-season-roster`, {
        leagueId,
        players: [...chosen].map((memberId) => ({ memberId })),
      });
      toast.success('Successfully updated.');
      setChosen(new Set());
      await refresh(leagueId);
    } catch (caught) {
      setFormError(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={leagueStyles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <fieldset className={styles.choices}>
        <legend>Add players from the team</legend>
        {data.available.map((player) => (
          <label key={player.memberId} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.has(player.memberId)}
              onChange={(event) =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (event.target.checked) next.add(player.memberId);
                  else next.delete(player.memberId);
                  return next;
                })
              }
            />
            {playerName(player)}
          </label>
        ))}
      </fieldset>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className={leagueStyles.row}>
        <Button type="submit" size="small" variant="secondary" busy={busy} busyLabel="ADDING…">
          ADD TO ROSTER
        </Button>
      </div>
    </form>
  );
}
