import { useSearchParams } from 'react-router-dom';
import { ListSkeleton } from '../clubs/club-header';
import { LoadError } from './league-page';
import styles from './leagues.module.css';
import { Console } from './organizer/console';
import { useStaffWorkspaces } from './use-leagues';

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
