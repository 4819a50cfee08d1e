import { useState } from 'react';
import {
  type ForfeitRequest,
  LEAGUE_MESSAGES,
  type LeagueDto,
  type LeagueEventDto,
  PLAYOFF_MESSAGES,
} from '../../../../../src/contracts/leagues/index.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button } from '../../../ui/button/button';
import { FormAlert, SelectField, TextField } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import styles from '../leagues.module.css';
import { asksShootoutWinner, ShootoutWinnerField } from '../playoffs/shootout-winner-field';
import { AssignReferee } from '../referee/assign-referee';
import { useRefreshLeague } from '../use-leagues';

type GameAction = 'move' | 'score' | 'forfeit' | 'referee' | 'cancel' | null;

/** Local wall time `YYYY-MM-DDTHH:mm` in the game's zone → an ISO instant with that zone's offset. */
function toInstant(local: string, ianaZone: string): string {
  const guess = new Date(`${local}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone: ianaZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - utc.getTime())).toISOString();
}

/** A game's coordinator actions in the schedule: move it, enter the final score, record a forfeit, cancel it. */
export function GameActions({ game, league }: { game: LeagueEventDto; league: LeagueDto }) {
  const [open, setOpen] = useState<GameAction>(null);
  const [values, setValues] = useState({
    when: '',
    venue: game.addressName,
    home: '',
    away: '',
    team: '',
    shootout: '',
  });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useToast();
  const refresh = useRefreshLeague();
  const base = `/league/event/${encodeURIComponent(game.id)}`;
  const run = async (send: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setFormError(null);
    try {
      await send();
      toast.success(message);
      setOpen(null);
      await refresh(league.id);
    } catch (caught) {
      setFormError(firstServerError(caught) ?? genericErrorMessage);
    } finally {
      setBusy(false);
    }
  };
  if (game.status === 'canceled') return null;
  const toggle = (action: GameAction) => {
    setFormError(null);
    setOpen((current) => (current === action ? null : action));
  };
  const number = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button
          size="small"
          variant="secondary"
          aria-expanded={open === 'move'}
          onClick={() => toggle('move')}
        >
          MOVE
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-expanded={open === 'score'}
          onClick={() => toggle('score')}
        >
          SCORE
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-expanded={open === 'forfeit'}
          onClick={() => toggle('forfeit')}
        >
          FORFEIT
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-expanded={open === 'referee'}
          onClick={() => toggle('referee')}
        >
          REFEREE
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={open === 'cancel'}
          onClick={() => toggle('cancel')}
        >
          CANCEL GAME
        </Button>
      </div>
      {open === 'move' && (
        <form
          className={styles.form}
          aria-label="Move the game"
          onSubmit={(event) => {
            event.preventDefault();
            const body: Record<string, unknown> = { version: game.version };
            if (values.when) body.startsAt = toInstant(values.when, game.ianaTimezone);
            if (values.venue !== game.addressName) body.venue = values.venue;
            void run(() => api.patch(base, body), LEAGUE_MESSAGES.updated);
          }}
        >
          <div className={styles.grid2}>
            <TextField
              label="New time"
              type="datetime-local"
              value={values.when}
              onChange={(event) => setValues({ ...values, when: event.target.value })}
            />
            <SelectField
              label="Venue"
              options={[...new Set([...league.venues, game.addressName])].map((venue) => ({
                value: venue,
                label: venue,
              }))}
              value={values.venue}
              onChange={(event) => setValues({ ...values, venue: event.target.value })}
            />
          </div>
          <Button type="submit" size="small" busy={busy} busyLabel="SAVING…">
            SAVE
          </Button>
        </form>
      )}
      {open === 'score' && (
        <form
          className={styles.form}
          aria-label="Final score"
          onSubmit={(event) => {
            event.preventDefault();
            const homeScore = number(values.home);
            const awayScore = number(values.away);
            if (Number.isNaN(homeScore) || Number.isNaN(awayScore)) {
              setFormError('Goals must be a whole number from 0 to 99');
              return;
            }
            const shootout = asksShootoutWinner(game.roundName !== null, values.home, values.away);
            if (shootout && !values.shootout) {
              setFormError(PLAYOFF_MESSAGES.shootoutNeeded);
              return;
            }
            const shootoutWinnerTeamId = shootout ? values.shootout : null;
            void run(
              () => api.put(`${base}/final-score`, { homeScore, awayScore, shootoutWinnerTeamId }),
              LEAGUE_MESSAGES.saved,
            );
          }}
        >
          <div className={styles.grid2}>
            <TextField
              label={game.homeTeam.name}
              inputMode="numeric"
              value={values.home}
              onChange={(event) => setValues({ ...values, home: event.target.value })}
            />
            <TextField
              label={game.awayTeam.name}
              inputMode="numeric"
              value={values.away}
              onChange={(event) => setValues({ ...values, away: event.target.value })}
            />
          </div>
          {asksShootoutWinner(game.roundName !== null, values.home, values.away) && (
            <ShootoutWinnerField
              teams={[game.homeTeam, game.awayTeam]}
              value={values.shootout}
              onChange={(event) => setValues({ ...values, shootout: event.target.value })}
            />
          )}
          <Button type="submit" size="small" busy={busy} busyLabel="SAVING…">
            SAVE SCORE
          </Button>
        </form>
      )}
      {open === 'forfeit' && (
        <form
          className={styles.form}
          aria-label="Record a forfeit"
          onSubmit={(event) => {
            event.preventDefault();
            const body: ForfeitRequest = { forfeitedByTeamId: values.team };
            if (!values.team) {
              setFormError('Choose the team that forfeited');
              return;
            }
            void run(() => api.post(`${base}/forfeit`, body), LEAGUE_MESSAGES.saved);
          }}
        >
          <SelectField
            label="Team that did not show"
            placeholder="Choose a team"
            options={[game.homeTeam, game.awayTeam].map((team) => ({ value: team.id, label: team.name }))}
            value={values.team}
            onChange={(event) => setValues({ ...values, team: event.target.value })}
          />
          <Button type="submit" size="small" busy={busy} busyLabel="SAVING…">
            RECORD FORFEIT
          </Button>
        </form>
      )}
      {open === 'referee' && <AssignReferee game={game} onDone={() => setOpen(null)} />}
      {open === 'cancel' && (
        <div className={styles.row}>
          <span className={styles.muted}>Cancel this game for both teams?</span>
          <Button
            size="small"
            variant="danger"
            busy={busy}
            busyLabel="CANCELING…"
            onClick={() => void run(() => api.post(`${base}/cancel`, {}), LEAGUE_MESSAGES.updated)}
          >
            CANCEL GAME
          </Button>
        </div>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
    </div>
  );
}
