import type { EntitySchema } from '@mikro-orm/core';
import type { ContainerModule } from 'inversify';

/**
 * What a module hands the composition root: its bindings (routes, subscribers, services), the
 * entity schemas the ORM must know and the names of the events it publishes.
 */
export interface AppModule {
  name: string;
  containerModule: ContainerModule;
  // biome-ignore lint/suspicious/noExplicitAny: each entity schema has its own entity type
  entities: EntitySchema<any>[];
}
