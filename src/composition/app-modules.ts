import { organizationsModule } from '../modules/organizations/index.ts';
import type { AppModule } from '../platform/app-module.ts';

/** Every business module, in the order their bindings load. Each comes from its own index.ts. */
export const appModules: AppModule[] = [organizationsModule];
