import { useState } from 'react';
import useSWR from 'swr';
import type { LeagueDto, LeagueTeamDto } from '../../../../../src/contracts/leagues/index.ts';
import { type ApiError, firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { Button } from '../../../ui/button/button';
import { FormAlert, TextField } from '../../../ui/form/field';
import { useToast } from '../../../ui/toast/use-toast';
import { ListSkeleton } from '../../clubs/club-header';
import { LoadError } from '../league-page';
import styles from '../leagues.module.css';
import { leagueKeys, useLeagueTeams, useRefreshLeague } from '../use-leagues';

interface TeamHit {
  id: string;
  name: string;
  abbreviation?: string;
}

/** The league's registered teams, and registering a club team found by name. */
export function TeamsCard({ league, onChanged }: { league: LeagueDto; onChanged: () => void }) {
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
      toast.error(firstServerError(caught) ?? genericErrorMessage);
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
