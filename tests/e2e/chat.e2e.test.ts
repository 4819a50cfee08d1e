import { describe, it } from 'vitest';
import { appUrl, browserMembers, desktop, type Member, phone } from '../support/e2e-members.ts';

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
});
