import { describe, expect, it } from 'vitest';
import { PLAYOFF_MESSAGES } from '../../src/contracts/leagues/index.ts';
import { bracketOf, playedSeason, scoreFromConsole } from '../support/e2e-league-games.ts';
import {
  appUrl,
  browserMembers,
  desktop,
  phone,
  toast,
  uniqueName,
  type Viewport,
} from '../support/e2e-members.ts';
import { makeStaff } from '../support/e2e-staff.ts';

const { member: player, shotsOnFailure } = browserMembers();
/** Signs members up, plays a season through the API and waits on workers: more than a minute when busy. */
const JOURNEY_TIMEOUT = 180_000;
const shots = process.env.E2E_SHOTS;

async function journey(viewport: Viewport, label: string) {
  shotsOnFailure(`league-playoffs-${label}`);
  const olivia = await player('Olivia', 'Bracket', viewport);
  await makeStaff(olivia.id, 'coordinator');
  const captain = await player('Cass', 'Captain');
  const names = ['Anchors', 'Bisons', 'Condors', 'Dingos', 'Eels'].map((name) => uniqueName(name));
  const [a, b, c, d] = names as [string, string, string, string, string];
  // Five teams, two games a game day from a month ago, every regular game played: the table is names' order.
  const { leagueId } = await playedSeason(
    olivia,
    names.map((name) => ({ name, captain })),
    { name: uniqueName('Playoff League'), startDaysAgo: 30 },
  );

  // The season is over: the coordinator seeds the top four from the console.
  const page = await olivia.newPage();
  await page.goto(`${appUrl}/organizer?workspace=1&league=${leagueId}`);
  const card = page.getByRole('region', { name: 'Playoffs' });
  await card.getByText('The regular season is over').waitFor();
  if (shots) await card.screenshot({ path: `${shots}/playoffs-seed-${label}.png` });
  await card.getByLabel('Teams in the playoffs').selectOption({ label: 'Top 4' });
  await card.getByRole('button', { name: 'SEED PLAYOFFS' }).click();
  await toast(page, PLAYOFF_MESSAGES.seeded);
  const bracket = card.getByRole('list', { name: 'Playoff bracket' });
  await bracket.getByRole('heading', { name: 'Semi-final' }).waitFor();
  await bracket.getByText('Winner of Semi-final 1').waitFor();
  if (shots) await card.screenshot({ path: `${shots}/playoffs-console-${label}.png` });

  // Semi-finals: 1 v 4 is level and goes to penalties (4 wins them), 2 v 3 is won by 2.
  await scoreFromConsole(page, 'Semi-final', a, d, [1, 1], d);
  await scoreFromConsole(page, 'Semi-final', b, c, [2, 0]);
  // A worker sends both winners through and makes the final's game.
  await expect
    .poll(async () => (await bracketOf(page, leagueId)).rounds[1]?.matches[0]?.gameId ?? null, {
      timeout: 30_000,
    })
    .not.toBeNull();
  await page.reload();
  await scoreFromConsole(page, 'Final', d, b, [0, 2]);
  await expect
    .poll(async () => (await bracketOf(page, leagueId)).champion?.name, { timeout: 30_000 })
    .toBe(b);

  // The league page's PLAYOFFS tab: the champion, who went through on penalties, the final's score.
  const league = await olivia.newPage();
  await league.goto(`${appUrl}/league/${leagueId}?view=playoffs`);
  const champion = league.getByRole('status').filter({ hasText: 'Champion' });
  await champion.getByText(b).waitFor();
  await league.getByText(`${d} won on penalties`).waitFor();
  const final = league.getByRole('listitem').filter({ has: league.getByRole('heading', { name: 'Final' }) });
  await final.getByText(b).first().waitFor();
  if (shots) await league.screenshot({ path: `${shots}/playoffs-league-${label}.png`, fullPage: true });

  // The schedule lists the knockout games under their round's name.
  await league.getByRole('tab', { name: 'SCHEDULE' }).click();
  await league.getByRole('region', { name: 'Semi-final' }).waitFor();
  await league.getByRole('region', { name: 'Final' }).getByText(d, { exact: true }).first().waitFor();
}

describe('playoffs in the browser', () => {
  it(
    'on a phone: the season ends, the coordinator seeds the top 4, scores are confirmed and the bracket plays out to a champion',
    () => journey(phone, 'phone'),
    JOURNEY_TIMEOUT,
  );
  it(
    'on a desktop: the same journey, the bracket side by side',
    () => journey(desktop, 'desktop'),
    JOURNEY_TIMEOUT,
  );
});
