import type { EntityManager } from '../../../platform/db/orm.ts';
import type { NewWorkspace } from '../domain/new-organization.ts';

// The organization and workspace rows, written only by an operator's command (their ids are plain
// integers the cities and public addresses use, not a sequence): taken one after the highest under a
// transaction-scoped advisory lock, so two commands at once cannot take the same id or make one name twice.

const CREATE_LOCK = "pg_advisory_xact_lock(hashtext('organizations.create'))";

export async function lockOrganizationCreation(tx: EntityManager): Promise<void> {
  await tx.execute(`select ${CREATE_LOCK}`);
}

/** The organization of this name, letter case and spacing aside. */
export async function organizationIdByName(tx: EntityManager, name: string): Promise<number | undefined> {
  const [row] = await tx.execute<Array<{ id: number }>>(
    'select id from organization where lower(name) = lower(?) order by id limit 1',
    [name],
  );
  return row ? Number(row.id) : undefined;
}

export async function insertOrganization(tx: EntityManager, name: string): Promise<number> {
  const [row] = await tx.execute<Array<{ id: number }>>(
    `insert into organization (id, name) select coalesce(max(id), 0) + 1, ? from organization returning id`,
    [name],
  );
  return Number(row!.id);
}

export interface WorkspaceRow {
  id: number;
  name: string;
  url_path: string;
  time_zone: string;
}

export async function workspacesOf(tx: EntityManager, organizationId: number): Promise<WorkspaceRow[]> {
  return tx.execute<WorkspaceRow[]>(
    'select id, name, url_path, time_zone from workspace where organization_id = ? order by id',
    [organizationId],
  );
}

export async function insertWorkspace(
  tx: EntityManager,
  organizationId: number,
  workspace: NewWorkspace,
): Promise<number> {
  const [row] = await tx.execute<Array<{ id: number }>>(
    `insert into workspace (id, organization_id, name, url_path, time_zone)
     select coalesce(max(id), 0) + 1, ?, ?, ?, ? from workspace returning id`,
    [organizationId, workspace.name, workspace.urlPath, workspace.timeZone],
  );
  return Number(row!.id);
}
