import type { EntityManager } from '../../../platform/db/orm.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { workspaceById } from '../../organizations/index.ts';

/** The city (an organization's workspace) a listing or post is made in, or a 400 naming the field. */
export async function cityOf(em: EntityManager, workspaceId: number, message: string) {
  const workspace = await workspaceById(em, workspaceId);
  if (!workspace) throw badRequest([{ message, field: 'workspaceId' }]);
  return { organizationId: workspace.organizationId, workspaceId: workspace.id, name: workspace.name };
}
