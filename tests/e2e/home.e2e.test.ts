import { describe, expect, it } from 'vitest';
import { appUrl, browserMembers, desktop, phone, png, toast, uniqueName } from '../support/e2e-members.ts';

const { member: player, shotsOnFailure } = browserMembers();

describe('a used invite link', () => {
  for (const [label, viewport] of [
    ['375', phone],
    ['1280', desktop],
  ] as const) {
    it(`joins the group once; a later full page load stays where it was opened (${label} px)`, async () => {
      shotsOnFailure(`invite-once-${label}`);
      const admin = await player('Inez', 'Duarte', viewport);
      const invitee = await player('Felix', 'Brandt', viewport);
      const groupName = uniqueName('Mueller Pickup');
      const created = await admin.context.request.post(`${appUrl}/api/pickup-group`, {
        multipart: {
          name: groupName,
          acronym: 'MP',
          established: '2020',
          location: 'Austin, TX',
          timezone: 'US/Central',
          banner: { name: 'banner.png', mimeType: 'image/png', buffer: png },
          badge: { name: 'badge.png', mimeType: 'image/png', buffer: png },
        },
      });
      expect(created.status()).toBe(201);
      const groupId = ((await created.json()) as { data: { id: string } }).data.id;
      const link = await admin.context.request.post(`${appUrl}/api/invite`, {
        headers: { invite_type: 'pickupGroup' },
        data: { pickupGroupId: groupId, type: 'as_pickupGrpMember' },
      });
      expect(link.status()).toBe(201);
      const { url } = ((await link.json()) as { data: { url: string } }).data;

      // The invitee follows the link, signed in: added once, on the group's page.
      const { page } = invitee;
      await page.goto(url);
      await toast(page, `Congrats! You were added to ${groupName} group by Inez Duarte`);
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).pathname).toBe(`/pickup-group/${groupId}`);
      // Spec §4: applied once, then reset.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('inviteToken'))).toBeNull();

      // Later, a page opened by its own link (a full page load) stays open.
      await page.goto(`${appUrl}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/settings');
      expect(await page.getByText('You have already been added to the group').count()).toBe(0);
    });
  }
});
