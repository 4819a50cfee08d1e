import type { MemberOrganizationWorkspacesDto } from '../../../../../src/contracts/leagues/index.ts';
import { WaiverPanel } from '../../waivers/waiver-panel';
import styles from '../leagues.module.css';
import { CityLeagues } from './city-leagues';

/** The console of one city: its picker (a coordinator of several sees them all) and its leagues. */
export function Console({
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
      <CityLeagues
        orgId={workspace.organizationId}
        workspaceId={workspace.id}
        leagueId={leagueId}
        onSelect={(id) => setParam('league', id)}
      />
      <WaiverPanel orgId={workspace.organizationId} />
    </>
  );
}
