import { useState } from 'react';
import type { LeagueTeamDto } from '../../../../../src/contracts/leagues/index.ts';
import {
  type PlacedFreeAgentDto,
  placeFreeAgentSchema,
  type RegistrationDto,
} from '../../../../../src/contracts/leagues/registration.ts';
import { firstServerError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { genericErrorMessage } from '../../../api/envelope';
import { SelectField } from '../../../ui/form/field';
import { ConfirmContent } from '../../../ui/modal/confirm-content';

export const PLACE_TEXT = 'The free agent joins the team’s roster, and the team’s captains see them there.';

/**
 * The body of PLACE ON A TEAM: one of the league's teams, then
 * `POST /api/league/{leagueId}/registrations/{registrationId}/place {teamId}`.
 */
export function PlaceFreeAgent({
  registration,
  teams,
  onPlaced,
  onCancel,
}: {
  registration: RegistrationDto;
  teams: LeagueTeamDto[];
  onPlaced: (placed: PlacedFreeAgentDto) => void;
  onCancel: () => void;
}) {
  const [teamId, setTeamId] = useState('');
  return (
    <ConfirmContent
      confirmLabel="PLACE"
      busyLabel="PLACING…"
      onCancel={onCancel}
      errorMessage={(error) =>
        firstServerError(error) ?? (error instanceof Error ? error.message : genericErrorMessage)
      }
      onConfirm={async () => {
        // The contract's own message when no team is chosen, shown by the dialog like a server's.
        const parsed = placeFreeAgentSchema.safeParse({ teamId });
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
        const body = parsed.data;
        onPlaced(
          await api.post<PlacedFreeAgentDto>(
            `/league/${encodeURIComponent(registration.leagueId)}/registrations/${encodeURIComponent(registration.id)}/place`,
            body,
          ),
        );
      }}
    >
      <p>{PLACE_TEXT}</p>
      <SelectField
        label="Team"
        placeholder="Choose a team"
        options={teams.map((team) => ({ value: team.teamId, label: team.name }))}
        value={teamId}
        onChange={(event) => setTeamId(event.target.value)}
      />
    </ConfirmContent>
  );
}
