import type { RoomAccess } from '../../../platform/realtime/room-access.ts';

/** `marketplace:<workspaceId>`: the marketplace is public, so anyone signed in may follow a city's. */
export const marketplaceRoomAccess: RoomAccess = {
  prefix: 'marketplace',
  async canJoin(_memberId, id) {
    return /^[1-9]\d{0,8}$/.test(id);
  },
};
