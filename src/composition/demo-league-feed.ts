import sharp from 'sharp';
import type { LeagueMediaKind } from '../contracts/leagues/index.ts';
import { activeMemberIdByEmail } from '../modules/identity/index.ts';
import { seedFeedPosts } from '../modules/leagues/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { processImage } from '../platform/images/uploaded-image.ts';
import type { FileStorage } from '../platform/storage/index.ts';
import { DEMO_LEAGUE, DEMO_LEAGUE_MEMBERS, DEMO_MEMBERS } from './demo-data.ts';
import { DEMO_REGISTRATION_LEAGUES } from './demo-registration.ts';

// The demo leagues' feeds (issue 19): the coordinator's posts with pictures drawn here at seed time (a
// pitch at kick-off, a trophy for the champions, a cover), beside the results the workers put there as
// the demo's games are confirmed. Through leagues' seed path; a league that has posts keeps them.

const PITCH = (width: number, height: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 90">
  <rect width="160" height="90" fill="#2e7d32"/>
  ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${i * 20}" width="10" height="90" fill="#388e3c"/>`).join('')}
  <g fill="none" stroke="#fff" stroke-width="1.2">
    <rect x="6" y="6" width="148" height="78"/><line x1="80" y1="6" x2="80" y2="84"/>
    <circle cx="80" cy="45" r="12"/><rect x="6" y="27" width="18" height="36"/><rect x="136" y="27" width="18" height="36"/>
  </g>
  <circle cx="80" cy="45" r="2.2" fill="#fff"/>
</svg>`;

const TROPHY = (width: number, height: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 90">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#4a148c"/><stop offset="1" stop-color="#7b1fa2"/></linearGradient></defs>
  <rect width="160" height="90" fill="url(#bg)"/>
  ${[18, 42, 118, 140].map((x, i) => `<circle cx="${x}" cy="${16 + (i % 2) * 50}" r="3" fill="#ffd54f" opacity="0.7"/>`).join('')}
  <path d="M62 18h36v14c0 12-8 20-18 20s-18-8-18-20z" fill="#ffc107"/>
  <path d="M62 22h-8c0 10 4 14 10 15M98 22h8c0 10-4 14-10 15" fill="none" stroke="#ffc107" stroke-width="3"/>
  <rect x="76" y="52" width="8" height="12" fill="#ffb300"/><rect x="66" y="64" width="28" height="8" rx="2" fill="#ffa000"/>
</svg>`;

const COVER = (width: number, height: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 90">
  <rect width="160" height="90" fill="#311b92"/>
  <circle cx="120" cy="30" r="40" fill="#5e35b1"/><circle cx="30" cy="85" r="34" fill="#7e57c2"/>
  <circle cx="80" cy="45" r="16" fill="#fff"/>
  <path d="M80 33l7 5-3 8h-8l-3-8zM70 50l6-4M90 50l-6-4M80 61v-6" stroke="#311b92" stroke-width="1.5" fill="#311b92"/>
</svg>`;

const DRAWINGS: Record<Exclude<LeagueMediaKind, 'IMAGE'>, (w: number, h: number) => string> = {
  KICKOFF: PITCH,
  CHAMP: TROPHY,
  COVER,
};

async function storeDrawing(storage: FileStorage, kind: Exclude<LeagueMediaKind, 'IMAGE'>): Promise<string> {
  const png = await sharp(Buffer.from(DRAWINGS[kind](960, 540)))
    .png()
    .toBuffer();
  const image = await processImage(png, 'png', { folder: 'league-media', maxWidth: 960, maxHeight: 540 });
  return (await storage.put(image.key, image.bytes, image.contentType)).url;
}

const coordinatorEmail = () =>
  [...DEMO_MEMBERS, ...DEMO_LEAGUE_MEMBERS].find((member) => member.key === DEMO_LEAGUE.coordinator)?.email ??
  '';

/** Seeds the demo leagues' organizer posts once; how many it added (0 when not the demo data set). */
export async function seedDemoLeagueFeed(orm: MikroORM, storage: FileStorage): Promise<number> {
  // Content-addressed files, stored before the transaction: a failed run leaves at most three.
  const url = {
    KICKOFF: await storeDrawing(storage, 'KICKOFF'),
    CHAMP: await storeDrawing(storage, 'CHAMP'),
    COVER: await storeDrawing(storage, 'COVER'),
  };
  return orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-league-feed'))");
    const authorId = await activeMemberIdByEmail(tx, coordinatorEmail());
    if (!authorId) return 0;
    const [austinOpen] = DEMO_REGISTRATION_LEAGUES;
    return seedFeedPosts(tx, {
      organizationId: DEMO_LEAGUE.organizationId,
      authorId,
      now: new Date(),
      posts: [
        {
          leagueName: DEMO_LEAGUE.name,
          text: `Welcome to ${DEMO_LEAGUE.name}! Kick-off is 7:00 PM sharp at ${DEMO_LEAGUE.venues[0]}: bring both shirts and your water.`,
          images: [{ kind: 'KICKOFF', url: url.KICKOFF }],
          hoursAgo: 14 * 24,
        },
        {
          leagueName: DEMO_LEAGUE.name,
          text: 'Standings are live after every confirmed score. Captains: report your games within 72 hours.',
          images: [],
          hoursAgo: 6 * 24,
        },
        {
          leagueName: DEMO_LEAGUE.name,
          text: 'Playoff race is on! Last season’s champions are coming back to defend the trophy.',
          images: [
            { kind: 'CHAMP', url: url.CHAMP },
            { kind: 'COVER', url: url.COVER },
          ],
          hoursAgo: 20,
        },
        ...(austinOpen
          ? [
              {
                leagueName: austinOpen.name,
                text: 'Registration is open: teams and free agents welcome. First games in five weeks.',
                images: [{ kind: 'COVER' as const, url: url.COVER }],
                hoursAgo: 48,
              },
            ]
          : []),
      ],
    });
  });
}
