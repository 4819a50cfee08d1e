import { describe, expect, it } from 'vitest';
import { leagueGameEmail, seasonScheduleEmail } from './league-game-email.ts';

const recipient = {
  memberId: '11111111-1111-4111-8111-111111111111',
  email: 'ana@example.com',
  firstName: 'Ana',
};
const unsubscribe = { url: 'http://app/unsubscribe/x', oneClickUrl: 'http://app/api/unsubscribe/x' };
const game = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Lions vs Tigers',
  leagueName: 'Spring League',
  startsAt: new Date('2027-04-01T02:00:00Z'),
  timeZone: 'America/Los_Angeles',
  venue: 'Field 1',
};

describe('league game e-mails', () => {
  it('carries the game in its zone and RSVP links to the league game page, in the text part too', () => {
    const mail = leagueGameEmail('updated', game, recipient, 'http://app', unsubscribe);
    expect(mail.subject).toBe('Spring League: Lions vs Tigers has changed');
    const link = `http://app/league-event/${game.id}?rsvpStatus=yes&eventId=${game.id}&memberId=${recipient.memberId}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mail.text).toContain('Pacific');
    expect(mail.text).toContain('7:00');
  });

  it('offers no RSVP for a cancelled game', () => {
    const mail = leagueGameEmail('canceled', game, recipient, 'http://app', unsubscribe);
    expect(mail.subject).toBe('Spring League: Lions vs Tigers is cancelled');
    expect(mail.text).not.toContain('rsvpStatus');
  });

  it('tells the referee of a moved, cancelled or deleted game without RSVP buttons, in HTML and text', () => {
    for (const kind of ['updated', 'canceled', 'deleted'] as const) {
      const mail = leagueGameEmail(kind, game, recipient, 'http://app', unsubscribe, 'referee');
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain('rsvpStatus');
        expect(part).toContain('You are receiving this because you are the referee of this game.');
        expect(part).toContain('game you referee');
        expect(part).toContain('http://app/referee');
        expect(part).toContain('http://app/settings');
        // The game's page while it exists; a deleted game has none.
        expect(part.includes(`http://app/league-event/${game.id}`)).toBe(kind !== 'deleted');
      }
      expect(mail.text).toContain('MY GAMES: http://app/referee');
      expect(mail.text).not.toContain('on the roster of a team');
    }
    expect(leagueGameEmail('updated', game, recipient, 'http://app', unsubscribe).text).not.toContain(
      'referee',
    );
  });

  it('lists a member’s whole season in one e-mail', () => {
    const second = { ...game, id: '33333333-3333-4333-8333-333333333333', title: 'Bears vs Lions' };
    const mail = seasonScheduleEmail('Spring League', [game, second], recipient, 'http://app', unsubscribe);
    expect(mail.subject).toBe('Your season schedule: Spring League');
    expect(mail.text).toContain('Lions vs Tigers, Field 1');
    expect(mail.text).toContain('Bears vs Lions, Field 1');
    expect(mail.text).toContain('your team plays 2 games');
    expect(mail.text).toContain('http://app/events');
  });
});
