import {
  type PublishWaiverRequest,
  type PublishWaiverResultDto,
  type SignWaiverResultDto,
  WAIVER_MESSAGES,
} from '../../../../contracts/waivers/index.ts';
import { recordEvent, uuidv7 } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUniqueViolation } from '../../../../platform/db/write-errors.ts';
import { conflict, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { OrganizationWaiverEntity } from '../../infrastructure/organization-waiver.entity.ts';
import { recordSignature } from '../../infrastructure/waiver.store.ts';
import { currentWaiver, waiverById } from './waiver-read-api.ts';

/**
 * Publishes a new version of the organization's waiver and records `organizations.waiver-published`;
 * from then on earlier signatures are outstanding. Who may do it (coordinators) is the caller's check.
 * A version the organization already published is a 409, earlier versions are never changed.
 */
export async function publishWaiver(
  em: EntityManager,
  input: PublishWaiverRequest & { organizationId: number; actorId: string },
): Promise<PublishWaiverResultDto> {
  const id = uuidv7();
  try {
    await em.transactional(async (tx) => {
      tx.create(OrganizationWaiverEntity, {
        id,
        organizationId: input.organizationId,
        name: input.name,
        waiverVersion: input.waiverVersion,
        body: input.text,
        publishedBy: input.actorId,
        publishedAt: new Date(),
      });
      recordEvent(tx, 'organizations.waiver-published', {
        organizationId: input.organizationId,
        waiverId: id,
        waiverVersion: input.waiverVersion,
        actorId: input.actorId,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(WAIVER_MESSAGES.versionTaken, 'waiverVersion');
    throw error;
  }
  const waiver = await waiverById(em, id);
  return { waiver: waiver!, message: WAIVER_MESSAGES.published };
}

/**
 * The member agrees to a waiver version: only their own, and only the organization's current version
 * (an old one is a 409 asking to reload). Agreeing twice gives the first signature back; only a new
 * one records `organizations.waiver-signed`.
 */
export async function signWaiver(
  em: EntityManager,
  input: { memberId: string; waiverId: string; actorId: string },
): Promise<SignWaiverResultDto> {
  if (input.memberId !== input.actorId) throw forbidden(WAIVER_MESSAGES.signOwnOnly);
  const waiver = await waiverById(em, input.waiverId);
  if (!waiver) throw notFound(WAIVER_MESSAGES.waiverNotFound);
  const row = await em.transactional(async (tx) => {
    const current = await currentWaiver(tx, waiver.organizationId);
    if (current?.id !== waiver.id) throw conflict(WAIVER_MESSAGES.notLatest);
    const signature = await recordSignature(tx, {
      id: uuidv7(),
      memberId: input.memberId,
      organizationId: waiver.organizationId,
      waiverId: waiver.id,
      waiverVersion: waiver.waiverVersion,
      name: waiver.name,
      signedAt: new Date(),
    });
    if (signature.created)
      recordEvent(tx, 'organizations.waiver-signed', {
        organizationId: waiver.organizationId,
        waiverId: waiver.id,
        memberId: input.memberId,
        signatureId: signature.row.id,
      });
    return signature.row;
  });
  return {
    signedMemberWaiver: {
      id: row.id,
      status: row.status,
      updatedAt: new Date(row.updated_at).toISOString(),
      waiverVersion: row.waiver_version,
      signedDate: new Date(row.signed_date).toISOString(),
      name: row.name,
    },
    message: WAIVER_MESSAGES.signed,
  };
}

/**
 * Records `organizations.waiver-reminder-requested`, which a worker turns into the reminder e-mail
 * (budgeted like every notification mail). Who may ask (the member's captains, the organization's
 * staff) and whether the waiver is outstanding are the caller's checks.
 */
export async function requestWaiverReminder(
  em: EntityManager,
  input: { organizationId: number; memberId: string; waiverId: string; actorId: string },
): Promise<void> {
  await em.transactional(async (tx) => {
    recordEvent(tx, 'organizations.waiver-reminder-requested', input);
  });
}
