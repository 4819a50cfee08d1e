import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { PaymentGateway } from '../domain/payment-gateway.ts';

export interface PaymentsDeps {
  em: EntityManager;
  clock: Clock;
  gateway: PaymentGateway;
}
