/**
 * Who hears about something: each candidate once, never the member who did it, never a member who
 * blocked that member (spec §1 blocking: a blocker no longer hears from the blocked).
 */
export function notificationRecipients(
  candidateIds: readonly string[],
  actorId: string | null,
  blockerIds: ReadonlySet<string>,
): string[] {
  const recipients = new Set<string>();
  for (const id of candidateIds) {
    if (id === actorId || blockerIds.has(id)) continue;
    recipients.add(id);
  }
  return [...recipients];
}
