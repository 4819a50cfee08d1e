import {
  MARKETPLACE_CHANGED,
  type MarketplaceChangedPush,
  marketplaceRoom,
} from '../../../../src/contracts/marketplace/realtime.ts';
import { useRoom } from '../realtime/room';
import { useMarketplaceCities } from './use-marketplace';

/**
 * Follows the marketplace rooms of the list on screen while it is open (signed in): the city's
 * `marketplace:<id>` when the list is filtered by one, every city's otherwise. A push naming this list
 * calls `onChange` with it, and the page refetches (a new request, a filled or closed one, a listing
 * paused or removed appears or goes without a reload). A visitor has no connection: the list stays as
 * it was fetched.
 */
export function useMarketplaceRoom(
  list: MarketplaceChangedPush['list'],
  city: string | undefined,
  onChange: (push: MarketplaceChangedPush) => void,
) {
  const { data: cities } = useMarketplaceCities();
  const ids = city ? [Number(city)] : (cities ?? []).map((each) => each.id);
  useRoom(ids.map(marketplaceRoom), (push?: Partial<MarketplaceChangedPush>) => push?.list === list, {
    [MARKETPLACE_CHANGED]: onChange,
  });
}
