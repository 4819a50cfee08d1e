import { describe, expect, it } from 'vitest';
import { subAlertEmail } from './sub-alert-email.ts';
import { type SubAlertsMatched, subAlertDraft } from './sub-alert-notice.ts';

const recipient = {
  memberId: '11111111-1111-4111-8111-111111111111',
  email: 'kenji@example.com',
  firstName: 'Kenji',
};
const unsubscribe = {
  url: 'http://app/sub-alerts/unsubscribe?member=m&token=t',
  oneClickUrl: 'http://app/api/marketplace/sub-alert/unsubscribe?member=m&token=t',
};
const matched: SubAlertsMatched = {
  requestId: '22222222-2222-4222-8222-222222222222',
  postedBy: '33333333-3333-4333-8333-333333333333',
  recipients: [{ memberId: recipient.memberId, email: true }],
  request: {
    id: '22222222-2222-4222-8222-222222222222',
    eventId: '44444444-4444-4444-8444-444444444444',
    eventKind: 'team_event',
    team: { id: '55555555-5555-4555-8555-555555555555', name: 'Austin Armadillos' },
    title: 'vs Eastside Eagles',
    addressName: 'Zilker Park Field 3',
    startsAt: '2027-04-04T15:00:00.000Z',
    timeZone: 'America/Chicago',
    day: 'sunday',
    workspaceId: 1,
    city: 'Austin',
    needed: 1,
    positions: ['goalkeeper', 'defender'],
    level: 'intermediate',
    feeShare: { amountCents: 800, currency: 'USD' },
    note: 'Bring a dark shirt.',
  },
};

describe('a sub alert', () => {
  it('tells the bell the team, positions, game and its time in the game’s zone, and opens the city’s Subs', () => {
    const draft = subAlertDraft('event-1', matched);
    expect(draft).toMatchObject({
      type: 'sub_request_alert',
      sourceId: 'event-1',
      actorId: matched.postedBy,
      candidateIds: [recipient.memberId],
      metaData: { subRequest: { id: matched.requestId, cityName: 'Austin', workspaceId: 1 } },
    });
    expect(draft.text).toBe(
      'Austin Armadillos needs a sub (goalkeeper or defender) for vs Eastside Eagles, Sunday / April 04 / 10:00 AM. Can you play?',
    );
  });

  it('mails every detail of the request, in HTML and text, with the alert’s own unsubscribe', () => {
    const mail = subAlertEmail(
      matched.request,
      subAlertDraft('event-1', matched),
      recipient,
      'http://app',
      unsubscribe,
    );
    expect(mail.to).toBe('kenji@example.com');
    expect(mail.subject).toBe(
      'Austin Armadillos needs a sub: vs Eastside Eagles, Sunday / April 04 / 10:00 AM',
    );
    for (const part of [
      'Hi Kenji,',
      'Sunday / April 04 / 10:00 AM (Central time)',
      'Zilker Park Field 3',
      'Goalkeeper, Defender',
      'Intermediate',
      '$8',
      'Bring a dark shirt.',
      'http://app/marketplace?tab=subs&city=1',
      `Unsubscribe: ${unsubscribe.url}`,
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('SEE SUB REQUESTS');
    expect(mail.html).toContain(unsubscribe.url.replaceAll('&', '&amp;'));
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says there is no share of the fee, and leaves out an empty note', () => {
    const request = { ...matched.request, feeShare: null, note: '', needed: 3 };
    const mail = subAlertEmail(
      request,
      subAlertDraft('e', { ...matched, request }),
      recipient,
      'http://app',
      unsubscribe,
    );
    expect(mail.subject).toContain('needs 3 subs');
    expect(mail.text).toMatch(/Share of the fee:?\s+None/);
    expect(mail.text).not.toContain('Note');
  });
});
