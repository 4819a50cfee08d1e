import { useSWRConfig } from 'swr';
import type {
  MemberWaiverDto,
  OrganizationWaiverDto,
  SignedWaiverDto,
} from '../../../../src/contracts/waivers/messages.ts';
import { useApi } from '../../api/use-api';

// Waivers' reads through the app's SWR cache (src/contracts/waivers lists the routes).

export const memberWaiversKey = (memberId: string) => `/team/members/${encodeURIComponent(memberId)}/waivers`;
export const currentWaiverKey = (orgId: number | string) =>
  `/organization-common/${encodeURIComponent(String(orgId))}/waiver`;
export const waiverVersionsKey = (orgId: number) => `/organization/${orgId}/waivers`;

/** The member's waivers the signed-in viewer may see (none, as a 403, for anyone else). */
export const useMemberWaivers = (memberId: string | null) =>
  useApi<MemberWaiverDto[]>(memberId ? memberWaiversKey(memberId) : null);

export const useSignedWaiver = (signedWaiverId: string | null) =>
  useApi<SignedWaiverDto>(signedWaiverId ? `/signed-waivers/${encodeURIComponent(signedWaiverId)}` : null);

export const useCurrentWaiver = (orgId: number | string | null) =>
  useApi<OrganizationWaiverDto>(orgId !== null ? currentWaiverKey(orgId) : null);

export const useWaiverVersions = (orgId: number) => useApi<OrganizationWaiverDto[]>(waiverVersionsKey(orgId));

/** Refetches every waiver read (after a signature or a new version): keys are few and cheap. */
export function useRefreshWaivers() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        (key.includes('/waivers') || key.endsWith('/waiver') || key.startsWith('/signed-waivers/')),
    );
}

/** "Mar 4, 2027, 7:05 PM" in the reader's zone. */
export const formatSignedDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
