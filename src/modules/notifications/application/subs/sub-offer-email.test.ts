import { describe, expect, it } from 'vitest';
import type { SubRequestFacts } from '../../../marketplace/index.ts';
import { subLateLead, subOfferBellText } from '../../domain/sub-offer-text.ts';
import { subOfferEmail } from './sub-offer-email.ts';

const recipient = {
  memberId: '11111111-1111-4111-8111-111111111111',
  email: 'wes@example.com',
  firstName: 'Wes',
};
const unsubscribe = { url: 'http://app/unsubscribe/x', oneClickUrl: 'http://app/api/unsubscribe/x' };
const game: SubRequestFacts = {
  id: '22222222-2222-4222-8222-222222222222',
  eventId: '33333333-3333-4333-8333-333333333333',
  eventKind: 'team_event',
  teamId: '44444444-4444-4444-8444-444444444444',
  teamName: 'Austin Otters',
  workspaceId: 7,
  cityName: 'Austin',
  title: 'vs Eastside',
  addressName: 'Zilker Park',
  startsAt: new Date('2027-04-01T00:30:00Z'),
  timeZone: 'America/Chicago',
};
const names = { title: game.title, teamName: game.teamName, cityName: game.cityName };

describe('sub offer answers in the bell', () => {
  it('says who accepted, kindly declines and names why an offer came late', () => {
    expect(subOfferBellText('accepted', names)).toBe(
      "You're in! Austin Otters accepted you as a sub for vs Eastside.",
    );
    expect(subOfferBellText('declined', names)).toBe(
      "Austin Otters didn't need you for vs Eastside this time. Thanks for offering: other games in Austin need subs.",
    );
    expect(subOfferBellText('late', names, 'filled')).toBe(
      'Austin Otters filled its spots for vs Eastside before the captain got to your offer. Other games in Austin need subs.',
    );
    expect(subLateLead('closed_by_captain', names)).toContain('stopped looking for subs');
    expect(subLateLead('event_canceled', names)).toBe(
      'vs Eastside (Austin Otters) was cancelled, so it no longer needs subs.',
    );
    expect(subLateLead('event_started', names)).toContain('started before the captain answered');
  });
});

describe('sub offer e-mails', () => {
  it('gives an accepted sub the game in its zone, the place, the team, its page and the calendar', () => {
    const mail = subOfferEmail('accepted', game, recipient, 'http://app', unsubscribe);
    expect(mail.subject).toBe("You're in: vs Eastside with Austin Otters");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Zilker Park');
      expect(part).toContain('Austin Otters');
      expect(part).toContain('Central');
      expect(part).toContain('7:30');
      expect(part).toContain(`http://app/team-event/${game.eventId}`);
      expect(part).toContain('calendar feed');
      expect(part).toContain('VIEW GAME');
    }
    expect(mail.headers?.['List-Unsubscribe']).toContain(unsubscribe.oneClickUrl);
  });

  it('links a league game’s page for a league game', () => {
    const mail = subOfferEmail(
      'accepted',
      { ...game, eventKind: 'league_event' },
      recipient,
      'http://app',
      unsubscribe,
    );
    expect(mail.text).toContain(`http://app/league-event/${game.eventId}`);
  });

  it('points a declined or late player at the city’s other sub requests', () => {
    const declined = subOfferEmail('declined', game, recipient, 'http://app', unsubscribe);
    expect(declined.subject).toBe('Austin Otters: your offer for vs Eastside');
    expect(declined.text).toContain('Thanks for offering to play for Austin Otters');
    const late = subOfferEmail('late', game, recipient, 'http://app', unsubscribe, 'event_canceled');
    expect(late.subject).toBe('Austin Otters: vs Eastside is cancelled');
    expect(late.text).toContain('was cancelled, so it no longer needs subs');
    for (const mail of [declined, late]) {
      expect(mail.text).toContain('http://app/marketplace?tab=subs&city=7');
      expect(mail.html).toContain('SEE SUB REQUESTS');
      expect(mail.text).not.toContain('/team-event/');
    }
    expect(subOfferEmail('late', game, recipient, 'http://app', unsubscribe).subject).toBe(
      'Austin Otters: vs Eastside no longer needs subs',
    );
  });
});
