import { describe, expect, it } from 'vitest';
import { csvCell, registrationsCsv } from './registrations-csv.ts';

describe('registrations CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('writes a header and one CRLF line per registration, amounts in units, names defused', () => {
    const csv = registrationsCsv([
      {
        id: 'r1',
        leagueId: 'l1',
        kind: 'team',
        teamId: 't1',
        memberId: 'm1',
        status: 'registered',
        paymentStatus: 'paid',
        amount: { amountCents: 60050, currency: 'USD' },
        holdExpiresAt: null,
        approvedAt: null,
        createdAt: '2027-01-05T10:00:00.000Z',
        memberName: '=Dana, Reyes',
      },
    ]);
    expect(csv).toBe(
      'registration_id,kind,team_id,member_id,member_name,status,payment_status,amount,currency,approved_at,registered_at\r\n' +
        `r1,team,t1,m1,"'=Dana, Reyes",registered,paid,600.50,USD,,2027-01-05T10:00:00.000Z\r\n`,
    );
  });
});
