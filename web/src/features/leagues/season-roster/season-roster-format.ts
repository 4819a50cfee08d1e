// Words the season roster screens share.

const dateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatLockDate = (iso: string) => dateTime.format(new Date(iso));

/** "Rosters lock on …" before the date, "Rosters locked on …" after it; nothing without one. */
export function lockNotice(locksAt: string | null, locked: boolean): string | undefined {
  if (!locksAt) return undefined;
  return locked
    ? `Rosters locked on ${formatLockDate(locksAt)}. Only the league coordinators can change them now.`
    : `Rosters lock on ${formatLockDate(locksAt)}. Captains can change theirs until then.`;
}

export const playerName = (player: { firstName: string; lastName: string }) =>
  `${player.firstName} ${player.lastName}`.trim();
