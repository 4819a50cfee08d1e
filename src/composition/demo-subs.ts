import { addSubRequest } from '../modules/marketplace/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { DEMO_MEMBERS, DEMO_TEAMS } from './demo-data.ts';

// One open sub request in the demo (issue 20): Maya, captain of the Austin Armadillos, needs a defender
// for their next game, listed in Austin's Subs tab through the marketplace's own write path.

export const DEMO_SUB_REQUEST = {
  team: 'Austin Armadillos',
  captain: 'maya',
  workspaceId: 1,
  needed: 1,
  positions: ['defender'] as const,
  level: 'intermediate' as const,
  feeShare: { amountCents: 800, currency: 'USD' as const },
  note: 'Our centre-back is away. Friendly game, bring a dark shirt.',
};

/** Once (while the team has never asked for subs), and only on the demo data set. */
export async function seedDemoSubs(orm: MikroORM): Promise<void> {
  const team = DEMO_TEAMS.find((candidate) => candidate.form.name === DEMO_SUB_REQUEST.team);
  if (!team) return;
  await orm.em.fork().transactional(async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtext('playfield:demo-subs'))");
    const [game] = await tx.execute<Array<{ event_id: string; captain_id: string; requested: boolean }>>(
      `select e.id as event_id, m.id as captain_id,
         exists (select 1 from sub_request s where s.team_id = t.id) as requested
       from team_event e join team t on t.id = e.team_id join member m on m.id = t.created_by
       where t.name = ? and m.email = ? and e.starts_at > now() + interval '2 hours'
       order by e.starts_at limit 1`,
      [team.form.name, DEMO_MEMBERS.find((member) => member.key === DEMO_SUB_REQUEST.captain)?.email ?? ''],
    );
    if (!game || game.requested) return;
    const { team: _team, captain: _captain, ...input } = DEMO_SUB_REQUEST;
    await addSubRequest(tx, {
      memberId: game.captain_id,
      input: { ...input, positions: [...input.positions], eventId: game.event_id },
      at: new Date(),
    });
  });
}
