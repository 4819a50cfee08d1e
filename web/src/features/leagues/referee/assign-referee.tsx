import { useState } from 'react';
import { LEAGUE_MESSAGES, type LeagueEventDto } from '../../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button } from '../../../ui/button/button';
import { FormAlert, SelectField } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import leagueStyles from '../leagues.module.css';
import { useRefreshLeague } from '../use-leagues';
import { useLeagueReferees } from './use-referee';

/**
 * The console's referee form for one game: the organization's referees (staff with the referee role,
 * added with `npm run staff:add`), or none; saved with the game's version so a stale form is refused.
 */
export function AssignReferee({ game, onDone }: { game: LeagueEventDto; onDone: () => void }) {
  const { data: referees, error } = useLeagueReferees(game.leagueId, true);
  const [refereeId, setRefereeId] = useState(game.referee?.memberId ?? '');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useToast();
  const refresh = useRefreshLeague();
  const save = async () => {
    setBusy(true);
    setFormError(null);
    try {
      await api.patch(`/league/event/${encodeURIComponent(game.id)}`, {
        refereeId: refereeId === '' ? null : refereeId,
        version: game.version,
      });
      toast.success(LEAGUE_MESSAGES.updated);
      onDone();
      await refresh(game.leagueId);
    } catch (caught) {
      setFormError(firstServerError(caught) ?? genericErrorMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={leagueStyles.form}
      aria-label="Referee"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void save();
      }}
    >
      {error ? (
        <FormAlert>{firstServerError(error) ?? genericErrorMessage}</FormAlert>
      ) : referees && referees.length === 0 ? (
        <p className={leagueStyles.muted}>
          The organization has no referees yet: add one as staff with the referee role.
        </p>
      ) : (
        <SelectField
          label="Referee"
          placeholder={referees ? 'No referee' : 'Loading the referees…'}
          options={(referees ?? []).map((staff) => ({
            value: staff.memberId,
            label: `${staff.firstName} ${staff.lastName}`,
          }))}
          value={refereeId}
          onChange={(changed) => setRefereeId(changed.target.value)}
        />
      )}
      <div>
        <Button type="submit" size="small" busy={busy} busyLabel="SAVING…" disabled={!referees}>
          SAVE REFEREE
        </Button>
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
    </form>
  );
}
