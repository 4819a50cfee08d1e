/**
 * Who may follow a room such as `team:<id>` or `pickup-group:<id>`. Each module binds one per room
 * prefix it owns (multi-bound TOKENS.RealtimeRoomAccess); a room nobody claims cannot be joined.
 */
export interface RoomAccess {
  /** The part before the colon: 'team' for `team:<id>`. */
  prefix: string;
  canJoin(memberId: string, id: string): Promise<boolean>;
}

/** Whether `memberId` may join `room`: the owning module decides; unknown rooms are refused. */
export async function mayJoinRoom(
  accesses: readonly RoomAccess[],
  memberId: string,
  room: unknown,
): Promise<boolean> {
  if (typeof room !== 'string' || room.length > 200) return false;
  const colon = room.indexOf(':');
  if (colon <= 0) return false;
  const access = accesses.find((candidate) => candidate.prefix === room.slice(0, colon));
  if (!access) return false;
  try {
    return await access.canJoin(memberId, room.slice(colon + 1));
  } catch {
    return false;
  }
}
