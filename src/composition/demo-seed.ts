import sharp from 'sharp';
import { createTeamSchema } from '../contracts/clubs/index.ts';
import { pickupGroupDetailsSchema } from '../contracts/clubs/pickup-group.ts';
import {
  addMemberToGroup,
  addMemberToRoster,
  createPickupGroupWithAdmin,
  createTeamWithCaptain,
} from '../modules/clubs/index.ts';
import { createVerifiedMember } from '../modules/identity/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { processImage } from '../platform/images/uploaded-image.ts';
import type { FileStorage } from '../platform/storage/index.ts';
import { DEMO_LOGINS, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_PICKUP_GROUP, DEMO_TEAMS } from './demo-data.ts';

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

export interface DemoSeedResult {
  /** False when the demo data was already there (nothing changed). */
  seeded: boolean;
  logins: DemoLogin[];
}

const emailOf = (key: string) => DEMO_MEMBERS.find((member) => member.key === key)!.email;

export const demoLogins = (): DemoLogin[] =>
  DEMO_LOGINS.map(({ key, role }) => ({ email: emailOf(key), password: DEMO_PASSWORD, role }));

/**
 * Seeds the demo data set through the modules' own write paths (identity's password hashing, the
 * clubs' team, roster and pickup group writes with their events), all in one transaction. Idempotent:
 * when the first demo member exists, it changes nothing; a failed run leaves nothing behind.
 */
export async function seedDemoData(orm: MikroORM, storage: FileStorage): Promise<DemoSeedResult> {
  const marker = emailOf(DEMO_MEMBERS[0]!.key);
  if ((await orm.em.fork().execute('select 1 from member where email = ?', [marker])).length > 0)
    return { seeded: false, logins: demoLogins() };
  // Stored before the transaction: content-addressed, so a failed run leaves at most two harmless files.
  const images = {
    banner: await storeSolidImage(storage, DEMO_PICKUP_GROUP.colors.banner, 1200, 400, 'banner'),
    badge: await storeSolidImage(storage, DEMO_PICKUP_GROUP.colors.badge, 256, 256, 'badge'),
  };
  const seeded = await orm.em.fork().transactional(async (tx) => {
    // Checked again inside: of two processes starting at once, the second fails on the unique e-mail
    // and rolls back, leaving the first one's data.
    if ((await tx.execute('select 1 from member where email = ?', [marker])).length > 0) return false;
    const ids = new Map<string, string>();
    for (const { key, ...profile } of DEMO_MEMBERS) {
      ids.set(key, await createVerifiedMember(tx, { ...profile, password: DEMO_PASSWORD }));
    }
    const now = new Date();
    for (const team of DEMO_TEAMS) {
      const [captain, ...coCaptains] = team.captains.map((key) => ids.get(key)!);
      const form = createTeamSchema.parse(team.form);
      const teamId = await createTeamWithCaptain(tx, { form, captainId: captain!, via: 'seed', now });
      for (const memberId of coCaptains)
        await addMemberToRoster(tx, { teamId, memberId, isCaptain: true, via: 'seed' });
      for (const key of team.players)
        await addMemberToRoster(tx, { teamId, memberId: ids.get(key)!, via: 'seed' });
    }
    const pickupGroupId = await createPickupGroupWithAdmin(tx, {
      details: pickupGroupDetailsSchema.parse(DEMO_PICKUP_GROUP.details),
      adminId: ids.get(DEMO_PICKUP_GROUP.admin)!,
      images,
      now,
    });
    for (const key of DEMO_PICKUP_GROUP.members)
      await addMemberToGroup(tx, now, { pickupGroupId, memberId: ids.get(key)!, via: 'seed' });
    return true;
  });
  return { seeded, logins: demoLogins() };
}

async function storeSolidImage(
  storage: FileStorage,
  color: string,
  width: number,
  height: number,
  field: 'banner' | 'badge',
): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  const image = await processImage(png, 'png', {
    folder: `pickup-groups/${field}s`,
    maxWidth: width,
    maxHeight: height,
  });
  return (await storage.put(image.key, image.bytes, image.contentType)).url;
}

/** The start-up lines that tell a developer how to sign in. */
export function formatDemoLogins(logins: DemoLogin[]): string {
  const width = Math.max(...logins.map((login) => login.email.length));
  return [
    `  Demo logins (password for all: ${logins[0]?.password ?? ''}):`,
    ...logins.map((login) => `    ${login.email.padEnd(width)}  ${login.role}`),
  ].join('\n');
}
