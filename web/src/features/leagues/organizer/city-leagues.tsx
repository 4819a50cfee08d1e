import { useState } from 'react';
import { LEAGUE_MESSAGES } from '../../../../../src/contracts/leagues/index.ts';
import { Button } from '../../../ui/button/button';
import { useToast } from '../../../ui/toast/use-toast';
import { ListSkeleton } from '../../clubs/club-header';
import { LeagueForm } from '../league-form';
import { LoadError } from '../league-page';
import styles from '../leagues.module.css';
import { useOrgLeagues } from '../use-leagues';
import { ManageLeague } from './manage-league';

/** The leagues of one city (drafts too), NEW LEAGUE, and the one picked to manage. */
export function CityLeagues({
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
