import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import {
  type InteractionResultDto,
  LEAGUE_FEED_CLAPPED,
  LEAGUE_FEED_UPDATED,
  type LeagueFeedClappedPush,
  type LeagueFeedItemDto,
  type LeagueFeedUpdatedPush,
  type LeagueMediaDto,
  type LeagueMediaKind,
} from '../../../../../src/contracts/leagues/index.ts';
import { api } from '../../../api/client';
import type { Page } from '../../../api/envelope';
import { type Pages, pagesOf, refetchPages, usePagedList } from '../../../api/paged-list';
import { authenticatedAtom, memberAtom } from '../../../app/session';
import { connectRealtime } from '../../realtime/room';

const id = encodeURIComponent;

/** The feed's pages: `GET /api/league-common/{leagueId}/feed?page` (20 a page, newest first). */
export const feedPages = (leagueId: string): Pages =>
  pagesOf((page) => `/league-common/${id(leagueId)}/feed?page=${page}`);

export function useLeagueFeed(leagueId: string) {
  return usePagedList<LeagueFeedItemDto>(feedPages(leagueId), leagueId !== '');
}

type FeedPages = Array<Page<LeagueFeedItemDto>> | undefined;

/** The cached pages with one item changed (the others as they are). */
export const withItem = (
  pages: FeedPages,
  itemId: string,
  change: (item: LeagueFeedItemDto) => LeagueFeedItemDto,
): FeedPages =>
  pages?.map((page) => ({
    ...page,
    data: page.data.map((item) => (item.id === itemId ? change(item) : item)),
  }));

/**
 * Clap or unclap an item: the count moves at once and goes back if the server refuses
 * (ARCHITECTURE: optimistic updates with rollback for a clap).
 */
export function useClap(leagueId: string) {
  const { mutate } = useLeagueFeed(leagueId);
  return async (item: LeagueFeedItemDto) => {
    const action = item.hasClapped ? 'unclap' : 'clap';
    const guess = (entry: LeagueFeedItemDto) => ({
      ...entry,
      hasClapped: !item.hasClapped,
      clapCount: Math.max(0, item.clapCount + (item.hasClapped ? -1 : 1)),
    });
    await mutate(
      async (pages) => {
        const result = await api.post<InteractionResultDto>('/interaction/', {
          action,
          targetId: item.id,
          targetType: 'league_feed_item',
        });
        return withItem(pages, item.id, (entry) => ({
          ...entry,
          clapCount: result.clapCount,
          hasClapped: result.hasClapped,
        }));
      },
      {
        optimisticData: (pages) => withItem(pages, item.id, guess) ?? [],
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
  };
}

/** Uploads each picture (`POST /api/league-media`), then posts them with the text. */
export async function postToFeed(
  leagueId: string,
  text: string,
  pictures: ReadonlyArray<{ file: File; kind: LeagueMediaKind }>,
) {
  const mediaIds: string[] = [];
  for (const picture of pictures) {
    const form = new FormData();
    form.append('kind', picture.kind);
    form.append('file', picture.file);
    const media = await api.upload<LeagueMediaDto>(`/league-media?leagueId=${id(leagueId)}`, form);
    mediaIds.push(media.id);
  }
  return api.post(`/league-common/${id(leagueId)}/posts`, { text, mediaIds });
}

/**
 * Live feed on the league page: a new or changed item reads the pages again, a clap sets the item's
 * count in place (the viewer's own hasClapped stays theirs). It only listens: the league page already
 * follows `league:<id>` (useLeagueRoom), and leaving the room here would leave it for the whole page.
 */
export function useLiveFeed(leagueId: string) {
  const { mutate } = useSWRConfig();
  const authenticated = useAtomValue(authenticatedAtom);
  const me = useAtomValue(memberAtom)?.id;
  const list = useLeagueFeed(leagueId);
  const latest = useRef(list.mutate);
  latest.current = list.mutate;
  useEffect(() => {
    if (!leagueId || !authenticated || typeof window === 'undefined') return;
    const updated = (push?: LeagueFeedUpdatedPush) => {
      if (push?.leagueId === leagueId) void refetchPages(mutate, feedPages(leagueId));
    };
    const clapped = (push?: LeagueFeedClappedPush) => {
      if (push?.leagueId !== leagueId) return;
      void latest.current(
        (pages) =>
          withItem(pages, push.itemId, (item) => ({
            ...item,
            clapCount: push.clapCount,
            // The member's own clap (this tab or another): a refetch that started before it landed
            // must not leave the button saying otherwise.
            ...(push.memberId === me ? { hasClapped: push.action === 'clap' } : {}),
          })),
        { revalidate: false },
      );
    };
    let stopped = false;
    let off = () => {};
    void connectRealtime()
      .then((socket) => {
        if (stopped) return;
        socket.on(LEAGUE_FEED_UPDATED, updated);
        socket.on(LEAGUE_FEED_CLAPPED, clapped);
        off = () => {
          socket.off(LEAGUE_FEED_UPDATED, updated);
          socket.off(LEAGUE_FEED_CLAPPED, clapped);
        };
      })
      .catch(() => {
        // No live updates; the feed still works from its last fetch.
      });
    return () => {
      stopped = true;
      off();
    };
  }, [leagueId, authenticated, me, mutate]);
}
