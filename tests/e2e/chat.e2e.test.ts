import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../src/contracts/notifications/index.ts';
import {
  appUrl,
  browserMembers,
  createTeam,
  desktop,
  joinTeam,
  type Member,
  phone,
  uniqueName,
} from '../support/e2e-members.ts';

// Two members in two browsers chat and clap live. CHAT_SHOTS=<dir> also saves the chat modal and the
// inbox at 375 and 1280 px.
const shots = process.env.CHAT_SHOTS;

const { member: player } = browserMembers();

const chatUrl = (other: Member) =>
  `${appUrl}/messages?type=dm&recipientId=${other.id}&recipientName=${encodeURIComponent(other.name)}`;

describe('chat in the browser', () => {
  it('two members chat and clap live', async () => {
    const ana = await player('Ana', 'Silva', phone);
    const ben = await player('Ben', 'Okafor', desktop);
    await ana.page.goto(chatUrl(ben));
    await ben.page.goto(chatUrl(ana));
    const anaChat = ana.page.getByRole('dialog', { name: ben.name });
    const benChat = ben.page.getByRole('dialog', { name: ana.name });
    await anaChat.getByText('No messages yet. Say hello!').waitFor();
    await benChat.getByText('No messages yet. Say hello!').waitFor();

    await anaChat.getByRole('textbox', { name: 'Message' }).fill('Are you in for Sunday? <b>9am</b>');
    await anaChat.getByRole('button', { name: 'SEND' }).click();
    // Ben sees it without a reload, as plain text.
    const onBen = benChat
      .getByTestId('chat-message')
      .filter({ hasText: 'Are you in for Sunday? <b>9am</b>' });
    await onBen.waitFor();
    await onBen.getByRole('button', { name: 'Clap (0 claps)' }).click();
    await onBen.getByRole('button', { name: 'Unclap (1 clap)' }).waitFor();
    // Ana sees the clap live.
    await anaChat
      .getByTestId('chat-message')
      .filter({ hasText: 'Are you in for Sunday?' })
      .getByRole('button', { name: 'Clap (1 clap)' })
      .waitFor();

    await benChat.getByRole('textbox', { name: 'Message' }).fill('In! 👏');
    await benChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await anaChat.getByText('In! 👏').waitFor();

    if (shots) {
      await ana.page.screenshot({ path: `${shots}/chat-modal-375.png` });
      await ben.page.screenshot({ path: `${shots}/chat-modal-1280.png` });
    }

    // The inbox lists the conversation; Ben's unread count shows in the header until he reads it.
    await ana.page.goto(`${appUrl}/messages`);
    await ana.page.getByRole('button', { name: /Ben Okafor/ }).waitFor();
    await ben.page.goto(`${appUrl}/messages`);
    await ben.page.getByRole('button', { name: /Ana Silva/ }).waitFor();
    if (shots) {
      await ana.page.screenshot({ path: `${shots}/inbox-375.png` });
      await ben.page.screenshot({ path: `${shots}/inbox-1280.png` });
    }
    // The header links to the inbox.
    await ben.page
      .getByRole('link', { name: /^Messages/ })
      .first()
      .waitFor();
  });

  it('a team-chat message while that chat is open is no news in the bell: no badge, and it is read', async () => {
    const cara = await player('Cara', 'Quinn');
    const dev = await player('Dev', 'Patel', desktop);
    const teamName = uniqueName('Harriers');
    const teamId = await createTeam(cara, teamName);
    await joinTeam(cara, teamId, dev);
    const say = async (content: string) => {
      const sent = await cara.context.request.post(`${appUrl}/api/team-message`, {
        data: { teamId, content },
      });
      expect(sent.ok()).toBe(true);
    };
    /** Dev's team-chat notifications as the server has them (stored by the workers). */
    const devsNotifications = async () => {
      const reply = await dev.context.request.get(`${appUrl}/api/notification?page=1&limit=20`);
      const { data } = (await reply.json()) as { data: NotificationPage };
      return data.results.filter((notification) => notification.type === 'team_message_sent');
    };
    const badge = dev.page.getByTestId('notification-badge');

    // Dev has the team chat open when Cara writes.
    const chatParams = new URLSearchParams({ type: 'tm', teamId, teamName });
    await dev.page.goto(`${appUrl}/team/${teamId}?${chatParams}`);
    const chat = dev.page.getByRole('dialog', { name: `${teamName} chat` });
    await chat.getByText('No messages yet. Say hello!').waitFor();
    // The bell is there (the open dialog hides the page behind it from the accessibility tree).
    await dev.page
      .getByRole('button', { name: 'Notifications', includeHidden: true })
      .waitFor({ state: 'attached' });
    await say('Kit colours for Sunday?');
    await chat.getByText('Kit colours for Sunday?').waitFor();
    await expect
      .poll(async () => (await devsNotifications()).map((notification) => notification.status), {
        timeout: 20_000,
      })
      .toEqual(['read']);
    expect(await badge.count()).toBe(0);

    // With the chat closed, the next message is news.
    await chat.getByRole('button', { name: 'Close' }).click();
    await chat.waitFor({ state: 'detached' });
    await say('Bring water.');
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('1');
    expect((await devsNotifications()).map((notification) => notification.status)).toEqual([
      'unread',
      'read',
    ]);
  });
});
