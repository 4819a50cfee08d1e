import { describe, expect, it } from 'vitest';
import { carouselNeighbours } from '../player-profile/carousel-atoms';
import { rosterEntry } from './club-fixtures';
import { CLUB_MESSAGES, groupDetailsSchema, imageProblem, teamFormSchema } from './club-schemas';
import { clubEntries, clubTriggerText } from './club-selector-rules';
import type { MemberTeamsDto } from './club-types';
import { groupMemberActions } from './group-actions';
import { inviteOutcome, mayPromptForProfile, withoutInviteToken } from './invite-landing';
import { inviteFormSchema, inviteLink, inviteLinkRequest } from './invite-rules';
import { rosterActions, sortRoster } from './roster-rules';

const clubs: MemberTeamsDto = {
  teams: [{ id: 't1', name: 'Red Lions', abbreviation: 'RL', logo: null, isCaptain: true }],
  pickupGroups: [{ id: 'g1', name: 'Sunday Kickers', acronym: 'SK', badge: '/b.png', isAdmin: false }],
};

describe('roster order (spec §2)', () => {
  it('puts the current user first, then captains, then everyone by first name', () => {
    const sorted = sortRoster(
      [
        rosterEntry('4', 'zoe'),
        rosterEntry('2', 'Mia', true),
        rosterEntry('1', 'Bea'),
        rosterEntry('3', 'Ann', true),
        rosterEntry('5', 'Carl'),
      ],
      '1',
    );
    expect(sorted.map((row) => row.member.firstName)).toEqual(['Bea', 'Ann', 'Mia', 'Carl', 'zoe']);
  });

  it('keeps a captain who is the current user first, once', () => {
    const sorted = sortRoster([rosterEntry('2', 'Ann', true), rosterEntry('1', 'Zed', true)], '1');
    expect(sorted.map((row) => row.memberId)).toEqual(['1', '2']);
  });
});

describe('roster actions (spec §2, §6)', () => {
  it('gives a captain set or unset captain and remove on a teammate, and leave on self', () => {
    expect(rosterActions({ memberId: '2', isCaptain: false }, { memberId: '1', isCaptain: true })).toEqual([
      'view',
      'set-captain',
      'remove',
    ]);
    expect(rosterActions({ memberId: '1', isCaptain: true }, { memberId: '1', isCaptain: true })).toEqual([
      'view',
      'unset-captain',
      'leave',
    ]);
  });

  it('gives a player only the card on others and leave on self', () => {
    expect(rosterActions({ memberId: '2', isCaptain: true }, { memberId: '1', isCaptain: false })).toEqual([
      'view',
    ]);
    expect(rosterActions({ memberId: '1', isCaptain: false }, { memberId: '1', isCaptain: false })).toEqual([
      'view',
      'leave',
    ]);
  });
});

describe('club selector (spec §2)', () => {
  it('tags teams and pickup groups and links each to its page', () => {
    expect(clubEntries(clubs).map(({ tag, path, short }) => ({ tag, path, short }))).toEqual([
      { tag: 'team', path: '/team/t1', short: 'RL' },
      { tag: 'pickup group', path: '/pickup-group/g1', short: 'SK' },
    ]);
  });

  it('shows the remembered club’s abbreviation, else My Teams, My Groups or create', () => {
    expect(clubTriggerText(clubs, '/pickup-group/g1')).toBe('SK');
    expect(clubTriggerText(clubs, '/team/t1')).toBe('RL');
    expect(clubTriggerText(clubs, '/team/gone')).toBe('My Teams');
    expect(clubTriggerText({ teams: [], pickupGroups: clubs.pickupGroups }, null)).toBe('My Groups');
    expect(clubTriggerText({ teams: [], pickupGroups: [] }, null)).toBe('create');
    expect(clubTriggerText(undefined, null)).toBe('create');
  });
});

describe('team and group forms (spec §5)', () => {
  const team = {
    name: 'Red Lions',
    abbreviation: 'rl',
    established: '2019',
    location: 'Austin, TX',
    zip: '',
    jerseyColor: '#D32F2F',
  };

  it('uppercases the abbreviation and reads the year as a number', () => {
    expect(teamFormSchema.parse(team)).toMatchObject({ abbreviation: 'RL', established: 2019 });
  });

  it('says the spec’s words for a short or long abbreviation and empty fields', () => {
    const messages = (values: object) =>
      teamFormSchema.safeParse({ ...team, ...values }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ abbreviation: 'R' })).toEqual([CLUB_MESSAGES.abbreviationShort]);
    expect(messages({ abbreviation: 'REDLI' })).toEqual([CLUB_MESSAGES.abbreviationLong]);
    expect(messages({ name: ' ' })).toEqual(['This field is required']);
    expect(messages({ established: String(new Date().getFullYear() + 1) })).toEqual([
      CLUB_MESSAGES.establishedFuture,
    ]);
    expect(messages({ jerseyColor: '' })).toEqual(['This field is required']);
  });

  it('requires the group’s timezone and acronym rules', () => {
    const result = groupDetailsSchema.safeParse({
      name: 'G',
      acronym: 'abcde',
      established: '2020',
      location: 'X',
      timezone: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      CLUB_MESSAGES.abbreviationLong,
      'This field is required',
    ]);
  });

  it('refuses images over 5MB with the form’s own words', () => {
    expect(imageProblem({ type: 'image/png', size: 5_000_001 })).toBe('Please choose a file with size < 5MB');
    expect(imageProblem({ type: 'image/png', size: 5_000_001 }, CLUB_MESSAGES.groupFileTooLarge)).toBe(
      'File size cannot be > 5MB',
    );
    expect(imageProblem({ type: 'image/jpeg', size: 5_000_000 })).toBeNull();
  });
});

describe('invites (spec §4, §5, §8)', () => {
  it('needs a valid e-mail and both names on every row', () => {
    const result = inviteFormSchema.safeParse({ invites: [{ email: 'x', firstName: '', lastName: 'L' }] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid email address',
      'First name is required',
    ]);
  });

  it('builds the link and the POST /api/invite request for a team and a group', () => {
    expect(inviteLink('http://x', { kind: 'team', id: 't1' }, 'a b')).toBe(
      'http://x/team/t1?inviteToken=a%20b',
    );
    expect(inviteLinkRequest({ kind: 'pickupGroup', id: 'g1' })).toEqual({
      body: { pickupGroupId: 'g1', type: 'as_pickupGrpMember' },
      headers: { invite_type: 'pickupGroup' },
    });
    expect(inviteLinkRequest({ kind: 'team', id: 't1' }).body).toEqual({ teamId: 't1', type: 'as_roster' });
  });

  it('says congrats with the club and inviter, or that the member was already added', () => {
    expect(
      inviteOutcome({
        team: { id: 't1', name: 'Red Lions' },
        inviter: { firstName: 'Cap', lastName: 'Tain' },
      }),
    ).toEqual({
      message: 'Congrats! You were added to Red Lions team by Cap Tain',
      path: '/team/t1',
      kind: 'success',
    });
    expect(inviteOutcome({ pickupGroup: { id: 'g1', name: 'SK' }, alreadyAdded: true })).toEqual({
      message: 'You have already been added to the group',
      path: '/pickup-group/g1',
      kind: 'info',
    });
  });

  it('lets a verification, reset or e-mail change link finish before asking for the profile', () => {
    for (const path of ['/verify', '/verify/', '/reset-password', '/auto-login', '/email-change/confirm'])
      expect(mayPromptForProfile(path)).toBe(false);
    expect(mayPromptForProfile('/settings/general')).toBe(false);
    // A new account's "Check your inbox" step stays until the member continues (issue 15).
    expect(mayPromptForProfile('/create-account')).toBe(false);
    expect(mayPromptForProfile('/team/7')).toBe(true);
    expect(mayPromptForProfile('/')).toBe(true);
  });

  it('drops only the token from the address', () => {
    expect(withoutInviteToken('/team/1', '?inviteToken=t&player=2')).toBe('/team/1?player=2');
    expect(withoutInviteToken('/team/1', '?inviteToken=t')).toBe('/team/1');
  });
});

describe('group member toggles and the card carousel', () => {
  it('gives an admin toggles on others, never on self, and a member none', () => {
    expect(groupMemberActions({ id: '2' }, { memberId: '1', isAdmin: true })).toEqual([
      'toggle-admin',
      'toggle-block',
      'remove',
    ]);
    expect(groupMemberActions({ id: '1' }, { memberId: '1', isAdmin: true })).toEqual([]);
    expect(groupMemberActions({ id: '2' }, { memberId: '1', isAdmin: false })).toEqual([]);
  });

  it('walks the list the card was opened from', () => {
    const carousel = { memberIds: ['a', 'b', 'c'], source: { kind: 'team' as const, teamId: 't' } };
    expect(carouselNeighbours(carousel, 'b')).toEqual({ previous: 'a', next: 'c', position: 2, total: 3 });
    expect(carouselNeighbours(carousel, 'a')?.previous).toBeNull();
    expect(carouselNeighbours(carousel, 'x')).toBeNull();
  });
});
