import { eventTimeZoneOf, formatEventDate } from '../../../contracts/events/index.ts';
import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer, MailMessage } from '../../../platform/mail/mailer.ts';
import type { IdentityReadApi, MailRecipient } from '../../identity/index.ts';
import { staffMemberIds } from '../../organizations/index.ts';

export interface ScoreConflictFacts {
  leagueEventId: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  startsAt: Date;
  timeZone: string;
}

/**
 * The coordinators' mail when the captains' reports disagree, in the shared layout (team and league names
 * are the organizers' and captains' text: the layout escapes them), with a plain-text twin.
 */
export function scoreConflictEmail(
  facts: ScoreConflictFacts,
  recipient: MailRecipient,
  publicUrl: string,
): MailMessage {
  const game = `${facts.homeTeam} vs ${facts.awayTeam}`;
  const when = `${formatEventDate(facts.startsAt, facts.timeZone)} (${eventTimeZoneOf(facts.timeZone)?.label ?? facts.timeZone} time)`;
  return renderEmail({
    to: recipient.email,
    subject: 'Score conflict: the captains reported different scores',
    preheader: `${game}: enter the final score.`,
    heading: 'Score conflict',
    paragraphs: [
      recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
      'The two captains reported different scores for a league game.',
    ],
    details: [
      ['League', facts.leagueName],
      ['Game', game],
      ['When', when],
    ],
    action: { label: 'Enter the final score', url: `${publicUrl}/league-event/${facts.leagueEventId}` },
    footnote: `You are receiving this because you coordinate ${facts.leagueName}.`,
  });
}

async function conflictFacts(em: EntityManager, gameId: string): Promise<ScoreConflictFacts | undefined> {
  const [row] = await em.execute<
    Array<{ league_name: string; home: string; away: string; starts_at: Date; time_zone: string }>
  >(
    `select l.name as league_name, coalesce(h.name, '') as home, coalesce(a.name, '') as away, e.starts_at,
       e.time_zone
     from league_event e join league l on l.id = e.league_id
       left join league_team h on h.league_id = e.league_id and h.team_id = e.home_team_id
       left join league_team a on a.league_id = e.league_id and a.team_id = e.away_team_id
     where e.id = ?`,
    [gameId],
  );
  return row
    ? {
        leagueEventId: gameId,
        leagueName: row.league_name,
        homeTeam: row.home,
        awayTeam: row.away,
        startsAt: new Date(row.starts_at),
        timeZone: row.time_zone,
      }
    : undefined;
}

/** A conflict tells the league's coordinators by e-mail (notifications may add an in-app item later). */
export const emailCoordinatorsOnConflict = (mailer: Mailer, identity: IdentityReadApi, publicUrl: string) =>
  defineSubscriber({
    name: 'leagues.email-coordinators-on-conflict',
    event: 'leagues.score-conflict',
    async handle({ payload }, { em }) {
      // A game deleted since has nothing left to settle.
      const facts = await conflictFacts(em, payload.leagueEventId);
      if (!facts) return;
      const recipients = await identity.mailRecipients(
        await staffMemberIds(em, payload.organizationId, 'coordinator'),
      );
      for (const recipient of recipients) await mailer.send(scoreConflictEmail(facts, recipient, publicUrl));
    },
  });
