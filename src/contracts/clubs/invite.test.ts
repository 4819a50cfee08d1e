import { describe, expect, it } from 'vitest';
import { createInvitesSchema, INVITE_MESSAGES, invitePath } from './invite.ts';

const teamId = '6f1c2b1e-9a0d-4c7e-9a53-2d1f0b8e4a11';

describe('e-mail invite rows (spec §5)', () => {
  it('needs a valid e-mail and non-empty names in every row', () => {
    const result = createInvitesSchema.safeParse({
      teamId,
      invites: [{ email: 'bad', firstName: ' ', lastName: '' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['invites.0.email', 'Invalid email address'],
      ['invites.0.firstName', 'First name is required'],
      ['invites.0.lastName', 'Last name is required'],
    ]);
  });

  it('lower-cases addresses and defaults the type to the roster', () => {
    expect(
      createInvitesSchema.parse({
        teamId,
        invites: [{ email: 'Ana@Example.com', firstName: 'Ana', lastName: 'S' }],
      }),
    ).toEqual({
      teamId,
      type: 'as_roster',
      invites: [{ email: 'ana@example.com', firstName: 'Ana', lastName: 'S' }],
    });
  });
});

describe('invite wording (spec §8)', () => {
  it('says what happened in the spec’s words', () => {
    expect(INVITE_MESSAGES.alreadyAdded('group')).toBe('You have already been added to the group');
    expect(INVITE_MESSAGES.congrats('Night Owls', 'team', 'Cara Captain')).toBe(
      'Congrats! You were added to Night Owls team by Cara Captain',
    );
  });

  it('links to the team or group page with the token', () => {
    expect(invitePath({ teamId: 't1' }, 'abc')).toBe('/team/t1?inviteToken=abc');
    expect(invitePath({ pickupGroupId: 'g1' }, 'a+b')).toBe('/pickup-group/g1?inviteToken=a%2Bb');
  });
});
