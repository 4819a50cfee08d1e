import { useSWRConfig } from 'swr';
import type { PlayerProfileDto } from '../../../../src/contracts/identity/index.ts';
import { firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { genericErrorMessage } from '../../api/envelope';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { playerProfileKey } from './use-player-profile';

export const blockTitle = (block: boolean) => (block ? 'BLOCK USER' : 'UNBLOCK USER');

/** Block or unblock confirmation: POST /api/member/{memberId}/block or /unblock. */
export function BlockUserConfirm({
  profile,
  block,
  onDone,
}: {
  profile: Pick<PlayerProfileDto, 'memberId' | 'firstName' | 'lastName'>;
  block: boolean;
  onDone: () => void;
}) {
  const { mutate } = useSWRConfig();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const key = playerProfileKey(profile.memberId);

  return (
    <ConfirmContent
      tone={block ? 'danger' : 'primary'}
      confirmLabel={block ? 'BLOCK' : 'UNBLOCK'}
      busyLabel={block ? 'BLOCKING…' : 'UNBLOCKING…'}
      onCancel={onDone}
      errorMessage={(error) => firstServerError(error) ?? genericErrorMessage}
      onConfirm={async () => {
        await api.post(`${key}/${block ? 'block' : 'unblock'}`);
        await mutate<PlayerProfileDto>(key, (current) => current && { ...current, isBlocked: block });
        onDone();
      }}
    >
      {block ? (
        <p>
          Block <strong>{name}</strong>? You can unblock them at any time from their profile.
        </p>
      ) : (
        <p>
          Unblock <strong>{name}</strong>?
        </p>
      )}
    </ConfirmContent>
  );
}
