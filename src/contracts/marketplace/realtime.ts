// Pushes to a city's marketplace room `marketplace:<workspaceId>`: `socket.emit(JOIN_ROOM,
// marketplaceRoom(workspaceId), ack)` (anyone signed in: the marketplace is public). A push only tells
// the page which list changed and what, so it refetches.

export const marketplaceRoom = (workspaceId: number) => `marketplace:${workspaceId}`;

/** A league listing, a free agent or a post of the city was added, changed or removed. */
export const MARKETPLACE_CHANGED = 'marketplace:changed';

export interface MarketplaceChangedPush {
  list: 'leagues' | 'free-agents' | 'posts' | 'subs';
  /** The league's, free agent's or post's id. */
  id: string;
  change: 'added' | 'changed' | 'removed';
}
