import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../../src/contracts/common/messages.ts';
import { formatEventDate } from '../../../../../src/contracts/events/time-zones.ts';
import type {
  MyRegistrationDto,
  RegistrationDto,
} from '../../../../../src/contracts/leagues/registration.ts';
import type { LeagueListingDto } from '../../../../../src/contracts/marketplace/index.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { Button } from '../../../ui/button/button';
import { ConfirmContent } from '../../../ui/modal/confirm-content';
import { useModal } from '../../../ui/modal/use-modal';
import { useToast } from '../../../ui/toast/use-toast';
import styles from '../styles';
import { marketplaceKeys, useMyRegistrations } from '../use-marketplace';
import {
  registrantLabel,
  registrationStateLabel,
  withdrawalRefundNote,
  withdrawnMessage,
} from './withdrawal-wording';

const withdrawPath = (leagueId: string, registrationId: string) =>
  `/league-common/league/${encodeURIComponent(leagueId)}/registrations/${encodeURIComponent(registrationId)}/withdraw`;

/**
 * The signed-in member's live registrations in this league (their free-agent one, teams they captain):
 * the state, and WITHDRAW, which asks first and says whether it is refunded before calling the server.
 * Shown whether or not registration is still open; nothing for a visitor or when there is none.
 */
export function MyRegistrations({ listing }: { listing: LeagueListingDto }) {
  const { data } = useMyRegistrations(listing.leagueId);
  if (!data?.length) return null;
  return (
    <div className={styles.registerBox}>
      {data.map((registration) => (
        <MyRegistration key={registration.id} listing={listing} registration={registration} />
      ))}
    </div>
  );
}

function MyRegistration({
  listing,
  registration,
}: {
  listing: LeagueListingDto;
  registration: MyRegistrationDto;
}) {
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [now] = useState(() => new Date());
  const who = registrantLabel(registration);
  const state = registrationStateLabel(registration);
  const ask = () =>
    openModal(
      <ConfirmContent
        tone="danger"
        confirmLabel="WITHDRAW"
        busyLabel="WITHDRAWING…"
        onCancel={closeModal}
        errorMessage={(error) => firstServerError(error) ?? SOMETHING_WENT_WRONG}
        onConfirm={async () => {
          const ended = await api.post<RegistrationDto>(withdrawPath(listing.leagueId, registration.id));
          closeModal();
          toast.success(withdrawnMessage(ended.paymentStatus));
          void mutate(marketplaceKeys.myRegistrations(listing.leagueId));
          void mutate(marketplaceKeys.league(listing.leagueId));
        }}
      >
        <p>
          Withdraw {who} from {listing.name}?
        </p>
        <p>
          {withdrawalRefundNote(
            registration,
            now,
            formatEventDate(registration.refundCutoff, listing.timeZone),
          )}
        </p>
      </ConfirmContent>,
      { title: 'WITHDRAW' },
    );
  return (
    <p className={styles.heroMeta}>
      {who}: <strong>{state}</strong>{' '}
      <Button variant="outlineInverse" size="small" onClick={ask} aria-label={`WITHDRAW ${who}`}>
        WITHDRAW
      </Button>
    </p>
  );
}
