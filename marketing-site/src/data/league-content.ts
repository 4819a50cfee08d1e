import type { City } from './cities.ts';
import type { Faq, Feature, Step } from './content-types.ts';

// The operator site's copy that is the same for every city, phrased for a city when there is one.

const where = (city?: City) => (city ? ` in ${city.name}` : '');

const allFormats = ['5v5', 'futsal', '7x7', '9x9', '11v11'];

/** The formats a city's venues host, in the usual order, written for a sentence. */
export function formatsOf(city?: City): string {
  const offered = city
    ? allFormats.filter((format) =>
        city.venues.some((venue) => venue.formats.some((f) => f.toLowerCase() === format)),
      )
    : allFormats;
  return offered.length > 1 ? `${offered.slice(0, -1).join(', ')} or ${offered.at(-1)}` : (offered[0] ?? '');
}

export function leagueReasons(city?: City): Feature[] {
  return [
    {
      icon: 'whistle',
      title: 'A referee at every game',
      text: `Every league game${where(city)} has a referee, so the game stays fair and friendly and nobody argues about who touched it last.`,
    },
    {
      icon: 'calendar',
      title: 'Real seasons, real playoffs',
      text: 'Eight to ten weeks of regular season with published schedules, then playoffs and a final for every division.',
    },
    {
      icon: 'chart',
      title: 'Standings and stats',
      text: 'Captains confirm scores in the app, and the standings, leaderboards and league feed update the same night.',
    },
    {
      icon: 'users',
      title: 'Coed and open divisions',
      text: 'Play coed with friends and coworkers or in an open division, at a recreational, intermediate or competitive level.',
    },
    {
      icon: 'ball',
      title: 'Your team, organized',
      text: 'Every team gets Playfield: RSVPs, reminders, rosters and team chat, so your captain can stop chasing replies.',
    },
    {
      icon: 'heart',
      title: 'Good people to play with',
      text: 'Most of our players came for the exercise and stayed for the team. Join on your own and we will place you on one.',
    },
  ];
}

export function joinSteps(city?: City): Step[] {
  return [
    {
      title: 'Pick a night and a format',
      text: `Choose ${formatsOf(city)}${where(city)}, coed or open, on the night that suits you.`,
    },
    {
      title: 'Register a team or yourself',
      text: 'Captains register the team and invite players with a link. On your own? Register as a free agent and we place you.',
    },
    {
      title: 'Sign the waiver and pay',
      text: 'Every player signs the league waiver in the app before the first game. Fees are shown before you pay.',
    },
    {
      title: 'Play the season',
      text: 'Check your schedule and field in the app, RSVP each week, and confirm the score after the whistle.',
    },
  ];
}

export const playerTypes: readonly Feature[] = [
  {
    icon: 'star',
    title: 'New to soccer',
    text: 'Never played, or last played in school? Recreational divisions are for learning the game and having fun.',
  },
  {
    icon: 'clock',
    title: 'Coming back to the game',
    text: 'Played years ago and missing it? Small-sided formats get you touches on the ball without running a full field.',
  },
  {
    icon: 'trophy',
    title: 'Former competitive players',
    text: 'High school, college or club players looking for a real game: competitive divisions and 11v11 with offside.',
  },
  {
    icon: 'users',
    title: 'Friends and coworkers',
    text: 'Bring your own group as a team. A coed 7x7 team needs as few as nine people to cover a season.',
  },
  {
    icon: 'tag',
    title: 'Free agents',
    text: 'New in town or between teams? Register on your own and we place you on a team that needs players.',
  },
  {
    icon: 'heart',
    title: 'Women who want to play',
    text: 'Coed divisions require women on the field in every format, so every team needs you and you get the ball.',
  },
];

export const divisions: readonly Feature[] = [
  {
    icon: 'ball',
    title: 'Recreational',
    text: 'For fun and fitness. Mixed experience, friendly games, and the best team socials.',
  },
  {
    icon: 'chart',
    title: 'Intermediate',
    text: 'For players who know the game and want a good run-out, with teams that play with some shape.',
  },
  {
    icon: 'trophy',
    title: 'Competitive',
    text: 'For experienced players and teams who want to win the division. Fast, physical within the rules, and refereed closely.',
  },
];

export function playFaqs(city?: City): Faq[] {
  return [
    {
      question: 'How much does it cost?',
      answer: `Fees depend on the format and the season${where(city)}, and cover referees, fields and the app. Team and free-agent prices are shown at registration, before you pay.`,
    },
    {
      question: 'Do I need a full team?',
      answer:
        'No. Register as a free agent and we place you on a team that needs players. Captains can also find free agents on the Playfield marketplace.',
    },
    {
      question: 'What do I bring?',
      answer:
        'Shin guards, water, turf shoes or molded cleats (no metal studs on turf), and a shirt in your team colour. Teams without matching shirts get pinnies.',
    },
    {
      question: 'What happens if it rains?',
      answer:
        'We play in the rain. For lightning, heat warnings or closed fields we cancel and reschedule, and you get an in-app notification and an e-mail.',
    },
  ];
}
