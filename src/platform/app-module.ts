import type { EntitySchema } from '@mikro-orm/core';
import type { ContainerModule } from 'inversify';
import type { ApiPaths } from './openapi/api-paths.ts';

/**
 * What a module hands the composition root: its bindings (routes, subscribers, services), the
 * entity schemas the ORM must know and the OpenAPI description of its routes.
 */
export interface AppModule {
  name: string;
  containerModule: ContainerModule;
  // biome-ignore lint/suspicious/noExplicitAny: each entity schema has its own entity type
  entities: EntitySchema<any>[];
  /**
   * The OpenAPI description of every route the module serves: `apiPathsOf(…its route groups)` (see
   * README, "Describing an API route"). A route missing here fails the OpenAPI completeness test.
   */
  apiPaths?: ApiPaths;
}
