import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  type ForfeitRequest,
  LEAGUE_MESSAGES,
  type LeagueDto,
  type LeagueEventDto,
  type LeagueTeamDto,
  type MemberOrganizationWorkspacesDto,
  pointAdjustmentSchema,
  SEASON_TOO_SHORT,
} from '../../../../src/contracts/leagues/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert, SelectField, TextField } from '../../ui/form/field';
import { useToast } from '../../ui/toast/use-toast';
import { ListSkeleton } from '../clubs/club-header';
import { LeagueForm, ruleSummary } from './league-form';
import { seasonLabel } from './league-format';
import { LoadError, StandingsView } from './league-page';
import styles from './leagues.module.css';
import { ScheduleList } from './schedule-list';
import {
  leagueKeys,
  useLeagueRoom,
  useLeagueTeams,
  useOrgLeagues,
  useRefreshLeague,
  useSchedule,
  useStaffWorkspaces,
} from './use-leagues';

export const NOT_STAFF = 'The organizer console is for league coordinators.';

/** `/organizer`: a coordinator picks a city (workspace), creates and runs its leagues. */
export function OrganizerPage() {
  const { data, error, mutate } = useStaffWorkspaces();
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === null) copy.delete(name);
        else copy.set(name, value);
        if (name === 'workspace') copy.delete('league');
        return copy;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <title>Organizer console · Playfield</title>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Organizer console</h1>
      </div>
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <ListSkeleton rows={3} />
      ) : data.filter((entry) => entry.role === 'coordinator').length === 0 ? (
        <p className={styles.note}>{NOT_STAFF}</p>
      ) : (
        <Console
          staff={data.filter((entry) => entry.role === 'coordinator')}
          workspaceParam={params.get('workspace')}
          leagueId={params.get('league')}
          setParam={setParam}
        />
      )}
    </div>
  );
}

function Console({
  staff,
  workspaceParam,
  leagueId,
  setParam,
}: {
  staff: MemberOrganizationWorkspacesDto[];
  workspaceParam: string | null;
  leagueId: string | null;
  setParam: (name: string, value: string | null) => void;
}) {
  const workspaces = staff.flatMap((entry) =>
    entry.workspaces.map((workspace) => ({ ...workspace, organizationName: entry.organization.name })),
  );
  const workspace = workspaces.find((entry) => String(entry.id) === workspaceParam) ?? workspaces[0];
  if (!workspace) return <p className={styles.note}>Your organization has no cities yet.</p>;
  return (
    <>
      <label className={styles.row}>
        <span className={styles.muted}>City</span>
        <select
          className={styles.select}
          value={String(workspace.id)}
          onChange={(event) => setParam('workspace', event.target.value)}
        >
          {workspaces.map((entry) => (
            <option key={entry.id} value={String(entry.id)}>
              {entry.name} ({entry.organizationName})
            </option>
          ))}
        </select>
      </label>
      <WorkspaceLeagues
        orgId={workspace.organizationId}
        workspaceId={workspace.id}
        leagueId={leagueId}
        onSelect={(id) => setParam('league', id)}
      />
    </>
  );
}

function WorkspaceLeagues({
  orgId,
  workspaceId,
  leagueId,
  onSelect,
}: {
  orgId: number;
  workspaceId: number;
  leagueId: string | null;
  onSelect: (leagueId: string | null) => void;
}) {
  const { data, error, mutate } = useOrgLeagues(orgId, workspaceId);
  const [creating, setCreating] = useState(false);
  const toast = useToast();
  const league = data?.find((entry) => entry.id === leagueId);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <ListSkeleton rows={3} />;
  return (
    <>
      <section className={styles.card} aria-labelledby="console-leagues">
        <div className={styles.cardHead}>
          <h2 id="console-leagues" className={styles.cardTitle}>
            Leagues
          </h2>
          {!creating && (
            <Button size="small" onClick={() => setCreating(true)}>
              NEW LEAGUE
            </Button>
          )}
        </div>
        {creating && (
          <LeagueForm
            workspaceId={workspaceId}
            onCancel={() => setCreating(false)}
            onSaved={(created) => {
              toast.success(LEAGUE_MESSAGES.created);
              setCreating(false);
              void mutate();
              onSelect(created.id);
            }}
          />
        )}
        {data.length === 0 ? (
          !creating && <p className={styles.muted}>No leagues in this city yet.</p>
        ) : (
          <ul className={styles.plainList} aria-label="Leagues">
            {data.map((entry) => (
              <li key={entry.id} className={styles.cardHead}>
                <span>
                  <strong>{entry.name}</strong>{' '}
                  <span className={styles.muted}>
                    {entry.ruleSet.label} · {entry.teamCount} teams ·{' '}
                    {entry.status === 'draft' ? 'Draft' : 'Published'}
                  </span>
                </span>
                <Button
                  size="small"
                  variant={entry.id === leagueId ? 'primary' : 'secondary'}
                  aria-pressed={entry.id === leagueId}
                  onClick={() => onSelect(entry.id)}
                >
                  MANAGE
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {league && (
        <ManageLeague
          key={league.id}
          league={league}
          onChanged={() => void mutate()}
          onDeleted={() => {
            onSelect(null);
            void mutate();
          }}
        />
      )}
    </>
  );
}

/** A draft can be edited or deleted and is published once it has games; a published league is final. */
function ManageLeague({
  league,
  onChanged,
  onDeleted,
}: {
  league: LeagueDto;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const refresh = useRefreshLeague();
  const { data: schedule } = useSchedule(league.id);
  const [busy, setBusy] = useState<'publish' | 'delete' | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const reasonId = useId();
  // Standings, results and leaderboards refetch when a worker has rewritten the table.
  useLeagueRoom(league.id);
  const draft = league.status === 'draft';
  const noGames = schedule !== undefined && schedule.games.length === 0;
  const act = async (action: 'publish' | 'delete') => {
    setBusy(action);
    try {
      if (action === 'publish') {
        await api.post(`/league/${encodeURIComponent(league.id)}/publish`, {});
        toast.success(LEAGUE_MESSAGES.published);
        onChanged();
        void refresh(league.id);
      } else {
        await api.delete(`/league/${encodeURIComponent(league.id)}`);
        toast.success(LEAGUE_MESSAGES.deleted);
        onDeleted();
      }
    } catch (caught) {
      toast.error(firstServerError(caught) ?? 'Something went wrong.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="console-league">
        <div className={styles.cardHead}>
          <h2 id="console-league" className={styles.cardTitle}>
            {league.name}
          </h2>
          <div className={styles.row}>
            <ButtonLink to={`/league/${league.id}`} size="small" variant="secondary">
              VIEW LEAGUE
            </ButtonLink>
            {draft && !editing && (
              <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
                EDIT
              </Button>
            )}
            {draft && (
              <Button
                size="small"
                busy={busy === 'publish'}
                busyLabel="PUBLISHING…"
                disabled={schedule === undefined || noGames}
                aria-describedby={noGames ? reasonId : undefined}
                onClick={() => void act('publish')}
              >
                PUBLISH
              </Button>
            )}
          </div>
        </div>
        {draft && noGames && (
          <p id={reasonId} className={styles.muted}>
            {LEAGUE_MESSAGES.publishNeedsGames}
          </p>
        )}
        {editing ? (
          <LeagueForm
            workspaceId={league.workspaceId}
            league={league}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              toast.success(LEAGUE_MESSAGES.updated);
              setEditing(false);
              onChanged();
              void refresh(league.id);
            }}
          />
        ) : (
          <>
            <p className={styles.ruleSummary}>{ruleSummary(league.ruleSet)}</p>
            <p className={styles.muted}>
              {seasonLabel(league)} · {league.venues.join(', ')} · {league.timeSlots.join(', ')} · Win{' '}
              {league.rules.pointsForWin}, draw {league.rules.pointsForDraw}, loss{' '}
              {league.rules.pointsForLoss}
            </p>
          </>
        )}
        {!draft ? (
          <p className={styles.muted}>Published: it can no longer be edited or deleted.</p>
        ) : confirmDelete ? (
          <div className={styles.row}>
            <span className={styles.muted}>
              Delete this draft with its teams and games? This cannot be undone.
            </span>
            <Button
              size="small"
              variant="danger"
              busy={busy === 'delete'}
              busyLabel="DELETING…"
              onClick={() => void act('delete')}
            >
              DELETE LEAGUE
            </Button>
            <Button size="small" variant="ghost" onClick={() => setConfirmDelete(false)}>
              KEEP IT
            </Button>
          </div>
        ) : (
          !editing && (
            <div className={styles.row}>
              <Button size="small" variant="ghost" onClick={() => setConfirmDelete(true)}>
                DELETE DRAFT
              </Button>
            </div>
          )
        )}
      </section>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <TeamsCard league={league} onChanged={onChanged} />
          <GamesCard league={league} onChanged={onChanged} />
        </div>
        <div className={styles.stack}>
          <section className={styles.card} aria-labelledby="console-standings">
            <h2 id="console-standings" className={styles.cardTitle}>
              Standings
            </h2>
            <StandingsView leagueId={league.id} />
          </section>
          <AdjustmentCard league={league} />
        </div>
      </div>
    </>
  );
}

interface TeamHit {
  id: string;
  name: string;
  abbreviation?: string;
}

function TeamsCard({ league, onChanged }: { league: LeagueDto; onChanged: () => void }) {
  const { data: teams, error, mutate } = useLeagueTeams(league.id);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const { data: hits, error: searchError } = useSWR<TeamHit[], ApiError>(
    search.trim().length >= 2 ? leagueKeys.teamSearch(search.trim()) : null,
  );
  const toast = useToast();
  const refresh = useRefreshLeague();
  const registered = new Set((teams ?? []).map((team) => team.teamId));
  const registerTeam = async (teamId: string) => {
    try {
      await api.post(`/league/${encodeURIComponent(league.id)}/teams`, { teamId });
      toast.success('Team registered.');
      void mutate();
      void refresh(league.id);
      onChanged();
    } catch (caught) {
      toast.error(firstServerError(caught) ?? 'Something went wrong.');
    }
  };
  return (
    <section className={styles.card} aria-labelledby="console-teams">
      <h2 id="console-teams" className={styles.cardTitle}>
        Teams
      </h2>
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !teams ? (
        <ListSkeleton rows={2} />
      ) : teams.length === 0 ? (
        <p className={styles.muted}>No teams registered yet.</p>
      ) : (
        <ol className={styles.plainList} aria-label="Registered teams">
          {teams.map((team: LeagueTeamDto) => (
            <li key={team.teamId}>{team.name}</li>
          ))}
        </ol>
      )}
      <form
        className={styles.inline}
        aria-label="Find a team"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(query);
        }}
      >
        <TextField
          label="Find a team by name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" size="small" variant="secondary">
          SEARCH
        </Button>
      </form>
      {searchError ? (
        <FormAlert>{searchError.message}</FormAlert>
      ) : hits && search ? (
        hits.length === 0 ? (
          <p className={styles.muted}>No team found.</p>
        ) : (
          <ul className={styles.plainList} aria-label="Teams found">
            {hits.map((hit) => (
              <li key={hit.id} className={styles.cardHead}>
                <span>{hit.name}</span>
                {registered.has(hit.id) ? (
                  <span className={styles.muted}>Registered</span>
                ) : (
                  <Button size="small" onClick={() => void registerTeam(hit.id)}>
                    REGISTER
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

function GamesCard({ league, onChanged }: { league: LeagueDto; onChanged: () => void }) {
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
      else setFormError(firstServerError(caught) ?? 'Something went wrong.');
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

type GameAction = 'move' | 'score' | 'forfeit' | 'cancel' | null;

/** Local wall time `YYYY-MM-DDTHH:mm` in the game's zone → an ISO instant with that zone's offset. */
function toInstant(local: string, ianaZone: string): string {
  const guess = new Date(`${local}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone: ianaZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - utc.getTime())).toISOString();
}

function GameActions({ game, league }: { game: LeagueEventDto; league: LeagueDto }) {
  const [open, setOpen] = useState<GameAction>(null);
  const [values, setValues] = useState({ when: '', venue: game.addressName, home: '', away: '', team: '' });
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
      setFormError(firstServerError(caught) ?? 'Something went wrong.');
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
            void run(() => api.put(`${base}/final-score`, { homeScore, awayScore }), LEAGUE_MESSAGES.saved);
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

function AdjustmentCard({ league }: { league: LeagueDto }) {
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
      setErrors({ form: firstServerError(caught) ?? 'Something went wrong.' });
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
