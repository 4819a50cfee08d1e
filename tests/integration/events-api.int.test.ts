import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto, EventRosterDto, TeamLeaderboardsDto } from '../../src/contracts/events/index.ts';
import { insertMembers, insertTeam } from '../support/clubs-factories.ts';
import { createEvent, eventForm, insertEvent, insertRsvps } from '../support/events-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let captain: TestMember;
let player: TestMember;
let teamId: string;

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  captain = await createMember(app, { firstName: 'Maya', lastName: 'Ortiz' });
  player = await createMember(app, { firstName: 'Luis', lastName: 'Hernandez' });
  teamId = await insertTeam(app, { captains: [captain.id], players: [player.id], name: 'Austin Armadillos' });
});
afterAll(async () => {
  await app?.stop();
});

describe('team events API', () => {
  it('creates an event in US/Pacific on the spring-forward day, moving 02:30 to 03:30 PDT', async () => {
    const event = await createEvent(app, captain, teamId, {
      timezone: 'US/Pacific',
      hours: 2,
      minutes: 30,
      date: 14,
      month: 3,
      year: 2027,
      title: undefined,
      opponent: 'Eastside Eagles',
    });
    expect(event).toMatchObject({
      title: 'Eastside Eagles',
      timezone: 'US/Pacific',
      ianaTimezone: 'America/Los_Angeles',
      dateAndTime: '2027-03-14T10:30:00.000Z',
      localizedDatetime: 'Sunday / March 14 / 03:30 AM',
      attendingCount: 0,
      rsvp: { memberStatus: 'unknown' },
      team: { id: teamId, name: 'Austin Armadillos' },
    });
    const [row] = await sql<{ starts_at: Date; time_zone: string }>(
      app,
      'select starts_at, time_zone from team_event where id = $1',
      [event.id],
    );
    expect(row?.starts_at.toISOString()).toBe('2027-03-14T10:30:00.000Z');
    expect(row?.time_zone).toBe('America/Los_Angeles');
  });

  it('answers every missing field with the spec message, and never a 500 for junk', async () => {
    const response = await app.request('/api/event', { method: 'POST', headers: captain.auth, json: {} });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Array<{ field: string; message: string }> };
    const fields = Object.fromEntries(errors.map((error) => [error.field, error.message]));
    for (const field of [
      'teamId',
      'title',
      'addressName',
      'timezone',
      'hours',
      'minutes',
      'date',
      'month',
      'year',
    ])
      expect(fields[field], field).toBe('This field is required');
    const junk = await app.request('/api/event', {
      method: 'POST',
      headers: captain.auth,
      json: eventForm(teamId, { timezone: 'Mars/Olympus', hours: 25, date: 31, month: 2 }),
    });
    expect(junk.status).toBe(400);
    expect(await app.request('/api/event/not-a-uuid', { headers: captain.auth }).then((r) => r.status)).toBe(
      404,
    );
    const score = await app.request(`/api/event/${await insertEvent(app, teamId)}/score`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { teamScore: -1, opponentScore: 1.5 },
    });
    expect(score.status).toBe(400);
    expect(((await score.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'Scores must be whole numbers of 0 or more',
    );
  });

  it('edits, scores and deletes with the spec messages', async () => {
    const event = await createEvent(app, captain, teamId);
    const edited = await app.request(`/api/event/${event.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { hours: 20, version: event.version },
    });
    expect(edited.status).toBe(200);
    const data = (await body<{ event: EventDto; message: string }>(edited)).data;
    expect(data.message).toBe('Successfully updated.');
    expect(data.event.localizedDatetime).toMatch(/08:30 PM$/);
    const stale = await app.request(`/api/event/${event.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { title: 'x', version: event.version },
    });
    expect(stale.status).toBe(409);
    const score = await app.request(`/api/event/${event.id}/score`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { teamScore: 3, opponentScore: 1 },
    });
    expect((await body<{ message: string; event: EventDto }>(score)).data).toMatchObject({
      message: 'Successfully saved!',
      event: { teamScore: 3, opponentScore: 1 },
    });
    const removed = await app.request(`/api/event/${event.id}`, { method: 'DELETE', headers: captain.auth });
    expect((await body<{ message: string }>(removed)).data.message).toBe('Successfully deleted.');
    expect((await app.request(`/api/event/${event.id}`, { headers: captain.auth })).status).toBe(404);
  });

  it('30 members answering yes at once give attendingCount 30', async () => {
    const members = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createMember(app, { firstName: `P${i}` })),
    );
    const team = await insertTeam(app, { captains: [captain.id], players: members.map((m) => m.id) });
    const eventId = await insertEvent(app, team);
    const answers = await Promise.all(
      members.map((m) =>
        app.request(`/api/event/${eventId}/rsvp`, {
          method: 'POST',
          headers: m.auth,
          json: { memberId: m.id, status: 'yes' },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(members.map(() => 200));
    const event = await app.request(`/api/event/${eventId}`, { headers: captain.auth });
    expect((await body<EventDto>(event)).data.attendingCount).toBe(30);
    // And back down, never below 0.
    await Promise.all(
      members.map((m) =>
        app.request(`/api/event/${eventId}/rsvp`, {
          method: 'POST',
          headers: m.auth,
          json: { memberId: m.id, status: 'no' },
        }),
      ),
    );
    await app.request(`/api/event/${eventId}/rsvp`, {
      method: 'POST',
      headers: members[0]!.auth,
      json: { memberId: members[0]!.id, status: 'no' },
    });
    expect(
      (await body<EventDto>(await app.request(`/api/event/${eventId}`, { headers: captain.auth }))).data
        .attendingCount,
    ).toBe(0);
  });

  it('10 racing MVP votes leave vote totals equal to the voters, and move a non-attendee to attendees', async () => {
    const voters = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createMember(app, { firstName: `V${i}` })),
    );
    const team = await insertTeam(app, { captains: [captain.id], players: voters.map((m) => m.id) });
    const eventId = await insertEvent(app, team, { startsAt: new Date(Date.now() - 86_400_000) });
    const [a, b] = voters;
    const results = await Promise.all(
      voters.map((voter, i) =>
        app.request(`/api/event/${eventId}/mvp-vote`, {
          method: 'POST',
          headers: voter.auth,
          json: { mvpId: i % 2 === 0 ? a!.id : b!.id },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(voters.map(() => 200));
    // Voter 0 changes their mind: a loses one, b gains one.
    await app.request(`/api/event/${eventId}/mvp-vote`, {
      method: 'POST',
      headers: a!.auth,
      json: { mvpId: b!.id },
    });
    const roster = (
      await body<EventRosterDto>(await app.request(`/api/event/${eventId}/roster`, { headers: a!.auth }))
    ).data;
    const total = [...roster.attendees, ...roster.nonAttendees].reduce(
      (sum, entry) => sum + entry.mvpVotes,
      0,
    );
    expect(total).toBe(10);
    expect(roster.attendees.map((entry) => [entry.memberId, entry.mvpVotes, entry.status])).toEqual([
      [b!.id, 6, 'yes'],
      [a!.id, 4, 'yes'],
    ]);
    expect(roster.mvpVote).toBe(b!.id);
    expect(roster.nonAttendees).toHaveLength(9);
    expect(roster.nonAttendees.every((entry) => entry.status === 'unknown')).toBe(true);
  });

  it('runs the same number of statements for the event roster and member events with 5 and 200 members', async () => {
    const counts: number[][] = [];
    for (const size of [5, 200]) {
      const viewer = await createMember(app);
      const ids = await insertMembers(app, size - 1);
      const team = await insertTeam(app, { captains: [viewer.id], players: ids });
      const eventId = await insertEvent(app, team);
      await insertRsvps(app, eventId, ids.slice(0, Math.floor(size / 2)));
      for (let i = 0; i < 3; i++) await insertEvent(app, team);
      const roster = await countQueries(app.runtime.orm, async () => {
        const response = await app.request(`/api/event/${eventId}/roster`, { headers: viewer.auth });
        expect(response.status).toBe(200);
        const data = (await body<EventRosterDto>(response)).data;
        expect(data.attendees.length + data.nonAttendees.length).toBe(size);
      });
      const events = await countQueries(app.runtime.orm, async () => {
        const response = await app.request('/api/member/events?filter=future', { headers: viewer.auth });
        expect(response.status).toBe(200);
      });
      counts.push([roster.length, events.length]);
    }
    expect(counts[0]).toEqual(counts[1]);
    // Member events: the member's teams and one page of events, plus the access token's session check.
    expect(counts[0]![1]).toBeLessThanOrEqual(3);
  });

  it('records game stats for a past game and feeds the leaderboards and the profile stats', async () => {
    const scorer = await createMember(app, { firstName: 'Ana', lastName: 'Silva' });
    const team = await insertTeam(app, { captains: [captain.id], players: [scorer.id] });
    const future = await insertEvent(app, team);
    const early = await app.request(`/api/event/${future}/game-stats`, {
      method: 'POST',
      headers: captain.auth,
      json: { stats: [{ memberId: scorer.id, goals: 2 }] },
    });
    expect(early.status).toBe(409);
    const past = await insertEvent(app, team, { startsAt: new Date(Date.now() - 3_600_000) });
    await insertRsvps(app, past, [scorer.id]);
    const saved = await app.request(`/api/event/${past}/game-stats`, {
      method: 'POST',
      headers: captain.auth,
      json: {
        stats: [{ memberId: scorer.id, goals: 2, assists: 1, potm: true, yellowCards: 0, redCards: 0 }],
      },
    });
    expect(saved.status).toBe(200);
    expect((await body<{ message: string }>(saved)).data.message).toBe('Successfully saved!');
    const boards = (
      await body<TeamLeaderboardsDto>(
        await app.request(`/api/team/${team}/leaderboards?type=all`, { headers: scorer.auth }),
      )
    ).data;
    expect(boards.goals).toEqual([
      { memberId: scorer.id, firstName: 'Ana', lastName: 'Silva', avatar: null, value: 2 },
    ]);
    expect(boards.assists?.[0]?.value).toBe(1);
    expect(boards.potm?.[0]?.value).toBe(1);
    expect(boards.gamesPlayed?.[0]?.value).toBe(1);
    const profile = await app.request(`/api/member/${scorer.id}`, { headers: scorer.auth });
    expect(JSON.stringify(await profile.json())).toContain('"goals":2');
  });

  it('lists comments, deletes only your own, and reports a comment', async () => {
    const eventId = await insertEvent(app, teamId);
    const posted = await app.request(`/api/event/${eventId}/comments/`, {
      method: 'POST',
      headers: player.auth,
      json: { content: 'Bring both jerseys!' },
    });
    expect(posted.status).toBe(201);
    const { comment } = (await body<{ comment: { id: string } }>(posted)).data;
    const empty = await app.request(`/api/event/${eventId}/comments/`, {
      method: 'POST',
      headers: player.auth,
      json: { content: ' ' },
    });
    expect(((await empty.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'This field is required',
    );
    const list = await app.request(`/api/event/${eventId}/comments/`, { headers: captain.auth });
    expect((await body<{ comments: unknown[] }>(list)).data.comments).toHaveLength(1);
    const report = await app.request('/api/report', {
      method: 'POST',
      headers: captain.auth,
      json: { type: 'comment', targetId: comment.id, reportedPlayerId: player.id },
    });
    expect(report.status).toBeLessThan(300);
    expect(
      (
        await app.request(`/api/event/${eventId}/comments/${comment.id}`, {
          method: 'DELETE',
          headers: captain.auth,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await app.request(`/api/event/${eventId}/comments/${comment.id}`, {
          method: 'DELETE',
          headers: player.auth,
        })
      ).status,
    ).toBe(200);
  });
});
