/**
 * Spec §4 and §6: a team always keeps at least one captain. The last captain can neither step down nor
 * leave (even when alone: deleting the team is the way out); a change set is allowed only if someone is
 * still captain afterwards.
 */
export interface CaptainChange {
  memberId: string;
  isCaptain: boolean;
}

/** The captains after applying `changes` to `captains`; `removed` members drop off the roster. */
export function captainsAfter(
  captains: ReadonlySet<string>,
  changes: readonly CaptainChange[],
  removed: readonly string[] = [],
): Set<string> {
  const next = new Set(captains);
  for (const change of changes) {
    if (change.isCaptain) next.add(change.memberId);
    else next.delete(change.memberId);
  }
  for (const memberId of removed) next.delete(memberId);
  return next;
}

/** Whether the change takes the team from having a captain to having none. */
export function leavesNoCaptain(
  captains: ReadonlySet<string>,
  changes: readonly CaptainChange[],
  removed: readonly string[] = [],
): boolean {
  return captains.size > 0 && captainsAfter(captains, changes, removed).size === 0;
}
