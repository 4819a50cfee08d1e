import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sql } from './identity-factories.ts';
import type { TestApp } from './test-app.ts';

/** Valid details of the pickup group form's first step; override any field to test a rule. */
export function groupDetails(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sunday Kickers',
    acronym: 'sk',
    established: 2019,
    location: 'Zilker Park, Austin, TX',
    timezone: 'US/Central',
    ...overrides,
  };
}

export const pngImage = (color = '#5b21b6', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The group form as the SPA posts it: details as fields, images as `banner` and `badge`. */
export function groupForm(
  details: Record<string, unknown>,
  images: Partial<Record<'banner' | 'badge', { bytes: Uint8Array; type?: string; name?: string }>> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(details)) form.append(key, String(value));
  for (const [field, image] of Object.entries(images)) {
    form.append(
      field,
      new Blob([image.bytes], { type: image.type ?? 'image/png' }),
      image.name ?? `${field}.png`,
    );
  }
  return form;
}

/** A group straight in the database (fast), with `adminId` as its admin. */
export async function insertGroup(
  app: TestApp,
  adminId: string,
  fields: Partial<{ name: string; organizationId: number | null }> = {},
): Promise<string> {
  const id = randomUUID();
  await sql(
    app,
    `insert into pickup_group (id, name, acronym, established, location, timezone, banner, badge, organization_id, created_by)
     values ($1, $2, 'SK', 2019, 'Austin, TX', 'US/Central', '/uploads/b.png', '/uploads/c.png', $3, $4)`,
    [id, fields.name ?? 'Sunday Kickers', fields.organizationId ?? null, adminId],
  );
  await insertGroupMember(app, id, adminId, { isAdmin: true });
  return id;
}

export async function insertGroupMember(
  app: TestApp,
  pickupGroupId: string,
  memberId: string,
  fields: Partial<{ isAdmin: boolean; isBlocked: boolean; status: string }> = {},
): Promise<void> {
  await sql(
    app,
    `insert into pickup_group_member (id, pickup_group_id, member_id, is_admin, is_blocked, status)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      pickupGroupId,
      memberId,
      fields.isAdmin ?? false,
      fields.isBlocked ?? false,
      fields.status ?? 'active',
    ],
  );
}
