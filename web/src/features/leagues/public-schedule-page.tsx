import { useNavigate, useParams } from 'react-router-dom';
import {
  LEAGUE_MESSAGES,
  type LeagueDto,
  type PublicLeagueScheduleDto,
} from '../../../../src/contracts/leagues/index.ts';
import { useApi } from '../../api/use-api';
import { SelectField } from '../../ui/form/field';
import { ListSkeleton } from '../clubs/club-header';
import { ruleSummary } from './league-form';
import { seasonLabel } from './league-format';
import { LeagueTabs, type LeagueView, LoadError } from './league-page';
import styles from './leagues.module.css';

/** A visitor comes for the games: the schedule first, then the table and the leaderboards. */
const PUBLIC_VIEWS: readonly LeagueView[] = ['schedule', 'standings', 'leaderboard', 'playoffs'];

type Workspace = PublicLeagueScheduleDto['workspaces'][number];

/**
 * `/public/league-schedule/organization/{orgId}` (the home index child) and, once a visitor has picked,
 * `…/{city}/{leagueId}`: one published league at a time, chosen by city (the organization's
 * workspaces) and name, with an address that can be shared. No header, no sign-in.
 */
export function PublicLeagueSchedulePage() {
  const { orgId = '', '*': rest = '' } = useParams();
  const [cityPath, leagueId] = rest.split('/').filter(Boolean);
  const navigate = useNavigate();
  const base = `/public/league-schedule/organization/${encodeURIComponent(orgId)}`;
  const { data, error, mutate } = useApi<PublicLeagueScheduleDto>(
    orgId ? `/public/league-schedule/organization/${encodeURIComponent(orgId)}` : null,
  );
  if (error) {
    return (
      <div className={styles.page}>
        <title>League schedule · Playfield</title>
        <h1 className={styles.pageTitle}>League schedule</h1>
        <LoadError
          message={error.status === 404 || error.status === 400 ? 'Organization not found.' : undefined}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page} role="status" aria-busy="true">
        <span className="visually-hidden">Loading…</span>
        <ListSkeleton rows={5} />
      </div>
    );
  }
  const leaguesOf = (city: Workspace | undefined) =>
    city ? data.leagues.filter((league) => league.workspaceId === city.id) : [];
  // Without a choice in the address: the first city that has a league to show.
  const city =
    data.workspaces.find((workspace) => workspace.urlPath === cityPath) ??
    data.workspaces.find((workspace) => leaguesOf(workspace).length > 0) ??
    data.workspaces[0];
  const leagues = leaguesOf(city);
  // A league named in the address that is not among the published ones (a draft, a deleted league, a
  // mistyped id) is not found: the page says so rather than showing another league in its place.
  const missing = leagueId !== undefined && !leagues.some((entry) => entry.id === leagueId);
  const league = missing ? undefined : (leagues.find((entry) => entry.id === leagueId) ?? leagues[0]);
  const title = league
    ? `${league.name} schedule`
    : `${city?.name ?? data.organization.name} league schedule`;

  return (
    <div className={styles.page}>
      <title>{`${title} · Playfield`}</title>
      <div className={styles.pageHead}>
        <p className={styles.muted}>{data.organization.name}</p>
        <h1 className={styles.pageTitle}>{title}</h1>
      </div>
      <div className={styles.pickers}>
        <SelectField
          label="City"
          options={data.workspaces.map((workspace) => ({ value: workspace.urlPath, label: workspace.name }))}
          value={city?.urlPath ?? ''}
          onChange={(event) => navigate(`${base}/${encodeURIComponent(event.target.value)}`)}
        />
        {leagues.length > 0 && city && (
          <SelectField
            label="League"
            options={leagues.map((entry) => ({ value: entry.id, label: entry.name }))}
            // Not found: the picker offers the city's leagues rather than pretending one is shown.
            {...(missing ? { placeholder: 'Pick a league' } : {})}
            value={league?.id ?? ''}
            onChange={(event) =>
              navigate(
                `${base}/${encodeURIComponent(city.urlPath)}/${encodeURIComponent(event.target.value)}`,
              )
            }
          />
        )}
      </div>
      {league ? (
        <PublicLeague key={league.id} league={league} />
      ) : missing ? (
        <p className={styles.note} role="status">
          {LEAGUE_MESSAGES.notFound}
        </p>
      ) : (
        <p className={styles.note}>No leagues published in {city?.name ?? 'this city'} yet.</p>
      )}
    </div>
  );
}

function PublicLeague({ league }: { league: LeagueDto }) {
  return (
    <section className={styles.stack} aria-label={league.name}>
      <div className={styles.pageHead}>
        <p className={styles.muted}>
          {league.workspaceName} · {league.ruleSet.label} · {seasonLabel(league)}
        </p>
        <p className={styles.ruleSummary}>{ruleSummary(league.ruleSet)}</p>
      </div>
      <LeagueTabs leagueId={league.id} views={PUBLIC_VIEWS} defaultView="schedule" visitor />
    </section>
  );
}
