import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { type PaymentCheckout, PaymentCheckoutEntity } from './payment-checkout.entity.ts';

// Checkouts on the unit of work: a change loads the row under its lock inside the caller's transaction and
// is written by its flush, so two deliveries of one confirmation (or two refund jobs) take turns and the
// second finds the status already moved on.

/** The checkout, locked until the transaction ends, or undefined. */
export async function lockCheckout(
  tx: EntityManager,
  sessionId: string,
): Promise<PaymentCheckout | undefined> {
  const checkout = await tx.findOne(
    PaymentCheckoutEntity,
    { sessionId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  return checkout ?? undefined;
}

/**
 * Records a processor event id once: true the first time, false for a replayed delivery. The insert
 * yields on the primary key (a concurrent delivery waits for the first and then finds it), which the unit
 * of work cannot do without failing the transaction.
 */
export async function claimWebhookEvent(tx: EntityManager, id: string, type: string): Promise<boolean> {
  const [fresh] = await tx.execute<Array<{ id: string }>>(
    'insert into payment_webhook_event (id, type) values (?, ?) on conflict (id) do nothing returning id',
    [id, type],
  );
  return fresh !== undefined;
}
