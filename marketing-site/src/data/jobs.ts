/** Open roles on the jobs page; an empty list shows the "write to us anyway" text only. */
export interface Job {
  readonly title: string;
  readonly team: string;
  readonly location: string;
  readonly type: 'Full-time' | 'Part-time' | 'Seasonal';
  readonly summary: string;
}

export const openJobs: readonly Job[] = [
  {
    title: 'Senior full-stack engineer',
    team: 'Product',
    location: 'Remote, United States',
    type: 'Full-time',
    summary:
      'Build the features captains and organizers use every week, across our TypeScript API and React app, and help us keep it fast on any phone.',
  },
  {
    title: 'League coordinator',
    team: 'Leagues',
    location: 'Austin, TX',
    type: 'Part-time',
    summary:
      'Run game nights at our Austin fields: check teams in, solve roster problems at the touchline, and be the friendly face of the league.',
  },
  {
    title: 'Referee',
    team: 'Leagues',
    location: 'Denver, Charlotte and Phoenix',
    type: 'Seasonal',
    summary:
      'Referee small-sided and 11v11 adult games on weeknights and weekends. Paid per game; state certification preferred, not required.',
  },
];
