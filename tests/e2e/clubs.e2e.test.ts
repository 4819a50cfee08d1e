import { describe, expect, it } from 'vitest';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  joinTeam,
  mailDir,
  password,
  png,
  toast,
  uniqueEmail,
  uniqueName,
} from '../support/e2e-members.ts';
import { linkIn, waitForMail } from '../support/mail-files.ts';

const { member: player, newContext, shotsOnFailure } = browserMembers();

describe('clubs in the browser', () => {
  it('a captain invites by e-mail; the invitee follows the mail, signs up, verifies and lands on the roster', async () => {
    shotsOnFailure('invite');
    const captain = await player('Carla', 'Mendes');
    const teamName = uniqueName('Armadillos');
    const teamId = await createTeam(captain, teamName);
    const inviteeEmail = uniqueEmail('ines');

    const { page } = captain;
    await page.goto(`${appUrl}/team/${teamId}`);
    await page.getByRole('heading', { level: 1, name: teamName }).waitFor();
    await page.getByRole('button', { name: 'INVITE PLAYERS' }).click();
    await page.getByRole('button', { name: 'Send Invite via Email' }).click();
    const form = page.getByRole('form', { name: 'Send invites' });
    await form.getByRole('button', { name: 'SEND INVITES' }).click();
    await form.getByText('Invalid email address').waitFor();
    await form.getByLabel('Email').fill(inviteeEmail);
    await form.getByLabel('First name').fill('Ines');
    await form.getByLabel('Last name').fill('Duarte');
    await form.getByRole('button', { name: 'SEND INVITES' }).click();
    await toast(page, 'Invites sent successfully!');

    // The invitee opens the link from the e-mail that arrived over SMTP, in a browser of their own.
    const mail = await waitForMail(mailDir, inviteeEmail);
    const link = linkIn(mail, `/team/${teamId}`);
    expect(link.searchParams.get('inviteToken')).toBeTruthy();
    const invitee = await (await newContext()).newPage();
    await invitee.goto(link.href);
    await invitee.getByRole('heading', { level: 1, name: teamName }).waitFor();

    // Sign up (the token is kept while the invitee signs up and verifies).
    await invitee
      .getByRole('region', { name: 'Invitation' })
      .getByRole('link', { name: 'CREATE ACCOUNT' })
      .click();
    const signUp = invitee.getByRole('form', { name: 'Create account' });
    await signUp.getByLabel('First name').fill('Ines');
    await signUp.getByLabel('Last name').fill('Duarte');
    await signUp.getByLabel('Email').fill(inviteeEmail);
    await signUp.getByLabel('Phone number').fill('5551234567');
    await signUp.getByLabel('Location').fill('Austin, TX');
    await signUp.getByLabel('Zip code').fill('78701');
    await signUp.getByLabel('Birthday').fill('1991-06-02');
    await signUp.getByLabel('Gender').selectOption({ label: 'Female' });
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByLabel('Confirm password').fill(password);
    await signUp.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    // The verification mail comes first; the profile is complete, so the invite is applied right after.
    await invitee.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const verify = await waitForMail(mailDir, inviteeEmail, { subject: /verify/i });
    await invitee.goto(linkIn(verify, '/verify').href);
    await invitee.getByRole('heading', { name: 'Your email address is verified.' }).waitFor();
    await invitee.getByRole('main').getByRole('link', { name: 'CONTINUE' }).click();
    await toast(invitee, `Congrats! You were added to ${teamName} team by Carla Mendes`);
    await expect.poll(() => new URL(invitee.url()).pathname, { timeout: 15_000 }).toBe(`/team/${teamId}`);
    const roster = invitee.getByRole('list', { name: `${teamName} roster` });
    await roster.getByText('Ines Duarte').waitFor();
    await roster.getByText('Carla Mendes').waitFor();
  });

  it('a group is created and edited with both images, a member is blocked and cannot rejoin, and the group is deactivated', async () => {
    const admin = await player('Priya', 'Nair', desktop);
    const member = await player('Tomas', 'Lind');
    const { page } = admin;
    await page.goto(`${appUrl}/`);
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('button', { name: /^Clubs:/ }).click();
    await page.getByRole('button', { name: 'CREATE PICKUP GROUP' }).click();
    const form = page.getByRole('form', { name: 'Create pickup group' });
    await form.getByLabel('Group name').fill('Zilker Sunday');
    await form.getByLabel('Acronym').fill('zs');
    await form.getByLabel('Established').fill('2021');
    await form.getByLabel('Location').fill('Austin, TX');
    await form.getByLabel('Timezone').selectOption({ label: 'Central' });
    await form.getByRole('button', { name: 'NEXT: ADD AVATAR' }).click();
    await form.getByRole('button', { name: 'CREATE: PICKUP GROUP' }).click();
    await form.getByText('Group Banner required').waitFor();
    await form.getByText('Group Badge required').waitFor();
    await form
      .getByLabel('Banner', { exact: true })
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    await form
      .getByLabel('Badge', { exact: true })
      .setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: 'CREATE: PICKUP GROUP' }).click();
    await toast(page, 'Group Zilker Sunday has been created.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/pickup-group\//);
    const groupId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.getByRole('heading', { level: 1, name: 'Zilker Sunday' }).waitFor();

    // Edit: details and both images.
    await page.getByRole('button', { name: 'EDIT GROUP' }).click();
    const edit = page.getByRole('form', { name: 'Edit pickup group' });
    await edit.getByLabel('Group name').fill('Zilker Sunday Pickup');
    await edit.getByRole('button', { name: 'NEXT: ADD AVATAR' }).click();
    await edit
      .getByLabel('Banner', { exact: true })
      .setInputFiles({ name: 'b2.png', mimeType: 'image/png', buffer: png });
    await edit
      .getByLabel('Badge', { exact: true })
      .setInputFiles({ name: 'g2.png', mimeType: 'image/png', buffer: png });
    await edit.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toast(page, 'Group Zilker Sunday Pickup has been edited successfully.');
    await page.getByRole('heading', { level: 1, name: 'Zilker Sunday Pickup' }).waitFor();
    expect(await page.locator('img[src*="/uploads/"]').count()).toBeGreaterThan(0);

    // A member joins through the SPA; the admin blocks them from the member list.
    await member.page.goto(`${appUrl}/pickup-group/${groupId}`);
    await member.page.getByRole('button', { name: 'JOIN GROUP' }).click();
    await member.page.getByRole('button', { name: 'LEAVE GROUP' }).waitFor();
    await page.reload();
    const members = page.getByRole('list', { name: 'Group members' });
    await members.getByText('Tomas Lind').waitFor();
    await page.getByRole('button', { name: 'Actions for Tomas Lind' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    await members.getByText('Blocked').waitFor();

    // Blocked: OFF LIMITS, no way back in.
    await member.page.reload();
    await member.page.getByText('OFF LIMITS').first().waitFor();
    expect(await member.page.getByRole('button', { name: 'JOIN GROUP' }).count()).toBe(0);
    const rejoin = await member.context.request.post(`${appUrl}/api/pickup-group/${groupId}/join`);
    expect(rejoin.status()).toBe(403);

    // Deactivate, for everyone.
    await page.getByRole('button', { name: 'EDIT GROUP' }).click();
    await page.getByRole('button', { name: 'DEACTIVATE GROUP' }).click();
    const confirm = page.getByRole('dialog', { name: 'DEACTIVATE GROUP' });
    await confirm.getByRole('button', { name: 'DEACTIVATE' }).click();
    await toast(page, 'Successfully deactivated.');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const gone = await admin.context.request.get(`${appUrl}/api/pickup-common/group/${groupId}`);
    expect(gone.status()).toBe(404);
  });

  it('another member’s profile card opens from the roster and from the group member list; an unknown id is not found', async () => {
    shotsOnFailure('card');
    const captain = await player('Dora', 'Quinn', desktop);
    const teammate = await player('Eli', 'Park');
    const teamId = await createTeam(captain, uniqueName('Hornets'));
    await joinTeam(captain, teamId, teammate);
    const { page } = captain;

    await page.goto(`${appUrl}/team/${teamId}`);
    await page.getByRole('button', { name: /^Eli Park/ }).click();
    const card = page.getByRole('dialog', { name: 'Eli Park' });
    await card.waitFor();
    // A captain viewing a teammate gets the captain's actions on the card.
    const actions = card.getByRole('button', { name: 'Actions for Eli Park' });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Set captain' }).waitFor();
    await page.getByRole('menuitem', { name: 'Remove from team' }).waitFor();
    await actions.click();
    // The carousel walks the roster: the captain's own card is the previous one.
    await card.getByRole('button', { name: /Previous player/ }).click();
    await page.getByRole('dialog', { name: 'Dora Quinn' }).waitFor();

    // From a pickup group's member list.
    const group = await captain.context.request.post(`${appUrl}/api/pickup-group`, {
      multipart: {
        name: 'Hornets Pickup',
        acronym: 'HP',
        established: '2022',
        location: 'Austin, TX',
        timezone: 'US/Central',
        banner: { name: 'banner.png', mimeType: 'image/png', buffer: png },
        badge: { name: 'badge.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(group.status()).toBe(201);
    const groupId = ((await group.json()) as { data: { id: string } }).data.id;
    expect((await teammate.context.request.post(`${appUrl}/api/pickup-group/${groupId}/join`)).ok()).toBe(
      true,
    );
    await page.goto(`${appUrl}/pickup-group/${groupId}`);
    await page
      .getByRole('list', { name: 'Group members' })
      .getByRole('button', { name: /^Eli Park/ })
      .click();
    await page.getByRole('dialog', { name: 'Eli Park' }).waitFor();
    await page.keyboard.press('Escape');

    // An unknown member id: not found, nothing to retry.
    await page.goto(`${appUrl}/team/${teamId}?player=00000000-0000-4000-8000-000000000000`);
    await page.getByText('This player could not be found.').waitFor();
    expect(await page.getByRole('button', { name: 'TRY AGAIN' }).count()).toBe(0);
  });
});
