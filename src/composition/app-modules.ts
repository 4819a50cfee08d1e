import { clubsModule } from '../modules/clubs/index.ts';
import { eventsModule } from '../modules/events/index.ts';
import { identityModule } from '../modules/identity/index.ts';
import { leaguesModule } from '../modules/leagues/index.ts';
import { marketplaceModule } from '../modules/marketplace/index.ts';
import { messagingModule } from '../modules/messaging/index.ts';
import { notificationsModule } from '../modules/notifications/index.ts';
import { organizationsModule } from '../modules/organizations/index.ts';
import { paymentsModule } from '../modules/payments/index.ts';
import { pickupModule } from '../modules/pickup/index.ts';
import type { AppModule } from '../platform/app-module.ts';

/**
 * Every business module, in the order their bindings load. Each comes from its own index.ts.
 * Identity goes first: it binds the auth primitives and extension points later modules rebind.
 */
export const appModules: AppModule[] = [
  identityModule,
  clubsModule,
  eventsModule,
  paymentsModule,
  pickupModule,
  organizationsModule,
  leaguesModule,
  marketplaceModule,
  messagingModule,
  notificationsModule,
];
