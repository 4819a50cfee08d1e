import type { Feature } from './content-types.ts';

/** What the app does, in the words the about pages use; each list feeds one feature grid. */
export const coreFeatures: readonly Feature[] = [
  {
    icon: 'calendar',
    title: 'Schedules and RSVPs',
    text: 'Every game and practice in one schedule. Players answer yes, no or maybe in one tap, and you know by Wednesday if you have enough for Thursday.',
  },
  {
    icon: 'users',
    title: 'Rosters and invites',
    text: 'Invite players by e-mail or with a link you drop in the group chat. New players land on your roster, with captains marked and contact details only teammates can see.',
  },
  {
    icon: 'chart',
    title: 'Scores, stats and MVP votes',
    text: 'Record the score, goals and assists after the whistle, vote for the player of the match, and watch the team leaderboard settle the argument.',
  },
  {
    icon: 'chat',
    title: 'Team chat and direct messages',
    text: 'Talk to the whole team or one teammate without sharing phone numbers. Clap for a good message instead of filling the chat with thumbs.',
  },
  {
    icon: 'ball',
    title: 'Pickup groups',
    text: 'Run a casual drop-in game with a member list, open spots, a waitlist and a roster of who is coming, without turning it into a team.',
  },
  {
    icon: 'tag',
    title: 'Marketplace',
    text: 'Find a league that fits your night, list yourself as a free agent, or find the two players your team is missing.',
  },
];

export const playerFeatures: readonly Feature[] = [
  {
    icon: 'bell',
    title: 'Know when and where',
    text: 'Game reminders 24 hours before kickoff, with the field, the time and who else is in.',
  },
  {
    icon: 'trophy',
    title: 'Your stats, kept for you',
    text: 'Goals, assists, games played and MVP votes follow you from season to season and team to team.',
  },
  {
    icon: 'shield',
    title: 'You control your profile',
    text: 'Contact details stay between teammates. Block or report anyone, and sign in with Google or Apple.',
  },
];

export const captainFeatures: readonly Feature[] = [
  {
    icon: 'clipboard',
    title: 'One roster, no spreadsheets',
    text: 'Add, remove and promote players, resend invites to the ones who have not joined, and share captain duties.',
  },
  {
    icon: 'calendar',
    title: 'Attendance before game day',
    text: 'See who is in, out or maybe for each game and nudge the rest, so you are never stuck with six players for 7x7.',
  },
  {
    icon: 'chart',
    title: 'Results that count',
    text: 'Enter the score and stats once. In league play both captains confirm, and the standings update themselves.',
  },
];

export const organizerFeatures: readonly Feature[] = [
  {
    icon: 'clipboard',
    title: 'Registration and waivers',
    text: 'Teams and free agents register and sign your waiver online; you see who still owes a signature or a payment.',
  },
  {
    icon: 'calendar',
    title: 'Schedules and standings',
    text: 'Publish the season schedule, let captains confirm scores, and show live standings, leaderboards and a league feed.',
  },
  {
    icon: 'users',
    title: 'Free agents to teams',
    text: 'Match free agents with teams that are short, and keep season rosters and shirt numbers in one place.',
  },
];
