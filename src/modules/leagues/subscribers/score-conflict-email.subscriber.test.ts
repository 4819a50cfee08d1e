import { describe, expect, it } from 'vitest';
import { scoreConflictEmail } from './score-conflict-email.subscriber.ts';

const facts = {
  leagueEventId: '7d7c1b9e-3f0a-4a51-9a7e-1f4a2c3b5d6e',
  leagueName: 'Austin Rec 7x7',
  homeTeam: '<script>alert(1)</script> FC',
  awayTeam: 'Reds & Blues',
  startsAt: new Date('2026-11-25T01:30:00Z'),
  timeZone: 'America/Chicago',
};
const recipient = { memberId: 'm-1', email: 'olivia@example.com', firstName: 'Olivia' };

describe('the score-conflict e-mail', () => {
  it('escapes the team names in the HTML and keeps them as written in the plain text', () => {
    const mail = scoreConflictEmail(facts, recipient, 'https://app.example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; FC vs Reds &amp; Blues');
    expect(mail.text).toContain('Game: <script>alert(1)</script> FC vs Reds & Blues');
  });

  it('goes to the coordinator with the subject, greeting and link it always had, in the shared layout', () => {
    const mail = scoreConflictEmail(facts, recipient, 'https://app.example.com');
    expect(mail.to).toBe('olivia@example.com');
    expect(mail.subject).toBe('Score conflict: the captains reported different scores');
    expect(mail.text).toContain('Hi Olivia,');
    expect(mail.text).toContain('The two captains reported different scores for a league game.');
    expect(mail.text).toContain(
      `Enter the final score: https://app.example.com/league-event/${facts.leagueEventId}`,
    );
    expect(mail.html).toContain(`href="https://app.example.com/league-event/${facts.leagueEventId}"`);
    expect(mail.html).toContain('<!doctype html>');
    expect(mail.text).toContain('League: Austin Rec 7x7');
  });
});
