import type { ListedRegistrationDto } from '../../../../contracts/leagues/registration.ts';

const HEADER = [
  'registration_id',
  'kind',
  'team_id',
  'member_id',
  'member_name',
  'status',
  'payment_status',
  'amount',
  'currency',
  'approved_at',
  'registered_at',
];

/**
 * One cell: quoted when it holds a comma, quote or line break; a text a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return first) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The coordinators' export: a header line, then one line per registration (CRLF, as RFC 4180 says). */
export function registrationsCsv(rows: ListedRegistrationDto[]): string {
  const lines = rows.map((row) =>
    [
      row.id,
      row.kind,
      row.teamId,
      row.memberId,
      row.memberName,
      row.status,
      row.paymentStatus,
      row.amount ? (row.amount.amountCents / 100).toFixed(2) : null,
      row.amount?.currency ?? null,
      row.approvedAt ?? null,
      row.createdAt,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
