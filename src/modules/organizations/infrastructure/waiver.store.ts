import type { EntityManager } from '../../../platform/db/orm.ts';

// member_waiver rows, written only here: a signature is a row made once per member and version that
// yields on its key (a second AGREE, or two at once, give the first signature back), so it is SQL on
// the caller's transaction rather than an entity.

export interface SignatureRow {
  id: string;
  member_id: string;
  organization_id: number;
  waiver_id: string;
  waiver_version: string;
  name: string;
  status: 'agreed';
  signed_date: Date;
  updated_at: Date;
}

/**
 * Records that the member agreed to this version, or returns the signature they already gave it;
 * `created` says which (only a new one is an event).
 */
export async function recordSignature(
  tx: EntityManager,
  signature: {
    id: string;
    memberId: string;
    organizationId: number;
    waiverId: string;
    waiverVersion: string;
    name: string;
    signedAt: Date;
  },
): Promise<{ row: SignatureRow; created: boolean }> {
  const [inserted] = await tx.execute<SignatureRow[]>(
    `insert into member_waiver (id, member_id, organization_id, waiver_id, waiver_version, name, status,
       signed_date, updated_at)
     values (?, ?, ?, ?, ?, ?, 'agreed', ?, ?)
     on conflict (member_id, waiver_id) do nothing
     returning *`,
    [
      signature.id,
      signature.memberId,
      signature.organizationId,
      signature.waiverId,
      signature.waiverVersion,
      signature.name,
      signature.signedAt,
      signature.signedAt,
    ],
  );
  if (inserted) return { row: inserted, created: true };
  const [existing] = await tx.execute<SignatureRow[]>(
    'select * from member_waiver where member_id = ? and waiver_id = ?',
    [signature.memberId, signature.waiverId],
  );
  return { row: existing!, created: false };
}
