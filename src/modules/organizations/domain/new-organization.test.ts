import { describe, expect, it } from 'vitest';
import { NEW_ORGANIZATION_MESSAGES as M, parseNewOrganization, workspacePath } from './new-organization.ts';

describe('workspacePath', () => {
  it('makes a lowercase, dash-separated path of a city name', () => {
    expect(workspacePath('Fort Worth')).toBe('fort-worth');
    expect(workspacePath('  São Paulo ')).toBe('sao-paulo');
    expect(workspacePath("Coeur d'Alene")).toBe('coeur-d-alene');
    expect(workspacePath('***')).toBe('');
  });
});

describe('parseNewOrganization', () => {
  it('reads a name, cities with their time zones and a coordinator (e-mail in lowercase)', () => {
    expect(
      parseNewOrganization({
        name: '  Mile High   Soccer ',
        cities: ['Denver=America/Denver', 'Fort Collins = America/Denver'],
        coordinatorEmail: ' Ana@Example.com ',
      }),
    ).toEqual({
      ok: true,
      organization: {
        name: 'Mile High Soccer',
        workspaces: [
          { name: 'Denver', timeZone: 'America/Denver', urlPath: 'denver' },
          { name: 'Fort Collins', timeZone: 'America/Denver', urlPath: 'fort-collins' },
        ],
        coordinatorEmail: 'ana@example.com',
      },
    });
  });

  it('says every problem at once, in plain words', () => {
    const result = parseNewOrganization({
      name: ' ',
      cities: ['Denver', 'Boulder=Mountain/Time', '!!=America/Denver', 'Austin=+05:00'],
      coordinatorEmail: 'not-an-email',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        M.nameRequired,
        M.cityZoneMissing('Denver'),
        M.cityZoneUnknown('Boulder', 'Mountain/Time'),
        M.cityNameInvalid('!!'),
        M.cityZoneUnknown('Austin', '+05:00'),
        M.emailInvalid('not-an-email'),
      ],
    });
  });

  it('needs at least one city, and each city once', () => {
    expect(parseNewOrganization({ name: 'Solo', cities: [], coordinatorEmail: undefined })).toEqual({
      ok: false,
      problems: [M.cityRequired],
    });
    expect(
      parseNewOrganization({
        name: 'Twice',
        cities: ['Denver=America/Denver', 'denver=America/Denver'],
        coordinatorEmail: undefined,
      }),
    ).toEqual({ ok: false, problems: [M.cityTwice('denver')] });
  });
});
