import type { TeamFormInput } from '../contracts/clubs/index.ts';
import type { PickupGroupDetailsInput } from '../contracts/clubs/pickup-group.ts';
import type { VerifiedMemberInput } from '../modules/identity/index.ts';

// The demo data set `npm start` seeds on the embedded database and `npm run seed:demo` on demand: an
// adult soccer scene in Austin with three teams whose rosters overlap. Listed in README.

export const DEMO_PASSWORD = 'Playfield#2026';

type DemoMember = Omit<VerifiedMemberInput, 'password'> & { key: string };

const member = (
  key: string,
  firstName: string,
  lastName: string,
  gender: VerifiedMemberInput['gender'],
  birthday: string,
  phone: string,
  zip: string,
  location = 'Austin, TX',
): DemoMember => ({
  key,
  email: `${firstName}.${lastName}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
  firstName,
  lastName,
  gender,
  birthday,
  phone,
  zip,
  location,
});

export const DEMO_MEMBERS: DemoMember[] = [
  member('maya', 'Maya', 'Ortiz', 'FEMALE', '1991-04-12', '(512) 555-0101', '78704'),
  member('jordan', 'Jordan', 'Blake', 'MALE', '1988-09-30', '(512) 555-0102', '78702'),
  member('luis', 'Luis', 'Hernandez', 'MALE', '1995-01-22', '(512) 555-0103', '78741'),
  member('priya', 'Priya', 'Raman', 'FEMALE', '1993-07-08', '(512) 555-0104', '78731'),
  member('sam', 'Sam', 'Okafor', 'MALE', '1990-11-02', '(512) 555-0105', '78723'),
  member('emma', 'Emma', 'Lindqvist', 'FEMALE', '1997-03-15', '(512) 555-0106', '78703'),
  member('diego', 'Diego', 'Ramirez', 'MALE', '1992-06-27', '(512) 555-0107', '78745'),
  member('aisha', 'Aisha', 'Khan', 'FEMALE', '1996-12-05', '(512) 555-0108', '78751'),
  member('noah', 'Noah', 'Fischer', 'MALE', '1989-02-19', '(512) 555-0109', '78757'),
  member('chloe', 'Chloe', 'Nguyen', 'FEMALE', '1998-08-11', '(512) 555-0110', '78705'),
  member('marcus', 'Marcus', 'Reed', 'MALE', '1987-05-03', '(512) 555-0111', '78744'),
  member('sofia', 'Sofia', 'Costa', 'FEMALE', '1994-10-24', '(512) 555-0112', '78701'),
  member('tariq', 'Tariq', 'Haddad', 'MALE', '1993-01-09', '(512) 555-0113', '78758'),
  member('hannah', 'Hannah', 'Becker', 'FEMALE', '1999-04-28', '(512) 555-0114', '78748'),
  member('kenji', 'Kenji', 'Sato', 'PREFER_NOT_TO_SAY', '1991-09-17', '(512) 555-0115', '78759'),
];

export interface DemoTeam {
  form: TeamFormInput & { name: string };
  captains: string[];
  players: string[];
}

export const DEMO_TEAMS: DemoTeam[] = [
  {
    form: {
      name: 'Austin Armadillos',
      abbreviation: 'ATX',
      established: 2016,
      location: 'Austin, TX',
      zip: '78704',
      jerseyColor: 'Purple',
    },
    captains: ['maya', 'jordan'],
    players: ['luis', 'emma', 'diego', 'aisha', 'noah', 'chloe', 'sofia'],
  },
  {
    form: {
      name: 'Eastside Eagles',
      abbreviation: 'EAST',
      established: 2019,
      location: 'Austin, TX',
      zip: '78702',
      jerseyColor: 'Forest Green',
    },
    captains: ['sam'],
    players: ['jordan', 'marcus', 'tariq', 'hannah', 'kenji', 'luis'],
  },
  {
    form: {
      name: 'Zilker Zebras',
      abbreviation: 'ZZ',
      established: 2021,
      location: 'Austin, TX',
      zip: '78746',
      jerseyColor: 'Black',
    },
    captains: ['priya'],
    players: ['emma', 'sofia', 'hannah', 'chloe', 'aisha'],
  },
];

/**
 * The demo league's people, seeded with it (so demo data from before leagues gets them too): Olivia,
 * a coordinator of the operator's organization, and the fourth team's players.
 */
export const DEMO_LEAGUE_MEMBERS: DemoMember[] = [
  member('olivia', 'Olivia', 'Grant', 'FEMALE', '1986-02-14', '(512) 555-0116', '78701'),
  member('ben', 'Ben', 'Carter', 'MALE', '1990-07-21', '(512) 555-0117', '78704'),
  member('grace', 'Grace', 'Liu', 'FEMALE', '1995-05-30', '(512) 555-0118', '78745'),
  member('omar', 'Omar', 'Siddiqui', 'MALE', '1993-12-12', '(512) 555-0119', '78741'),
  member('rosa', 'Rosa', 'Delgado', 'FEMALE', '1997-09-03', '(512) 555-0120', '78702'),
];

/** The fourth team, made for the league: Ben's Riverside Rovers (the Armadillos' and Eagles' next opponent). */
export const DEMO_LEAGUE_TEAM: DemoTeam = {
  form: {
    name: 'Riverside Rovers',
    abbreviation: 'RR',
    established: 2020,
    location: 'Austin, TX',
    zip: '78741',
    jerseyColor: 'Orange',
  },
  captains: ['ben'],
  players: ['grace', 'omar', 'rosa', 'kenji'],
};

/**
 * A published league of organization 15's Austin workspace (id 1) with the four teams, a single round
 * robin on a weekday whose first two game days have passed when the seed runs, and three games both
 * captains confirmed.
 */
export const DEMO_LEAGUE = {
  organizationId: 15,
  coordinator: 'olivia',
  name: 'Austin Rec 7x7',
  workspaceId: 1,
  format: '7x7',
  /** The first game day is this many days before the seed day; games come weekly after it. */
  firstGameDaysAgo: 13,
  weeks: 8,
  venues: ['Zilker Park Field 3', 'Butler Park'],
  timeSlots: ['7:00 PM'],
  /** Each team's scorers, who share its goals in turn. */
  teams: [
    { name: 'Austin Armadillos', scorers: ['luis', 'emma'] },
    { name: 'Eastside Eagles', scorers: ['marcus', 'hannah'] },
    { name: 'Zilker Zebras', scorers: ['priya', 'aisha'] },
    { name: 'Riverside Rovers', scorers: ['ben', 'grace'] },
  ],
  /** [home goals, away goals] of the first played games, in kick-off order. */
  results: [
    [2, 1],
    [0, 3],
    [1, 1],
  ],
} as const;

/** A Sunday pickup group run by Priya, with players from several teams. */
export const DEMO_PICKUP_GROUP = {
  details: {
    name: 'Zilker Sunday Pickup',
    acronym: 'ZSP',
    established: 2018,
    location: 'Zilker Park, Austin, TX',
    timezone: 'US/Central',
  } satisfies PickupGroupDetailsInput,
  admin: 'priya',
  members: ['maya', 'luis', 'kenji', 'marcus', 'hannah', 'diego'],
  colors: { banner: '#4a148c', badge: '#6a1b9a' },
};

/** The demo pickup group's games, relative to the day the seed runs; times are local to Austin. */
export const DEMO_PICKUP_GAMES = [
  {
    title: 'Thursday night 7v7',
    address: 'Zilker Park, field 3',
    description: 'Bring a light and a dark shirt. Lights on until 10.',
    inDays: 3,
    hours: 19,
    minutes: 30,
    capacity: 14,
    priceCents: 800,
    registered: ['priya', 'maya', 'luis', 'kenji'],
  },
  {
    title: 'Sunday morning pickup',
    address: 'Zilker Park, Great Lawn',
    description: 'All levels welcome. Free, first come first served.',
    inDays: 6,
    hours: 9,
    minutes: 0,
    capacity: 22,
    priceCents: null,
    registered: ['priya', 'marcus', 'hannah', 'diego'],
  },
] as const;

/** The logins printed at start-up: a captain, a captain who also plays elsewhere, a player, a newcomer, a free agent, a league coordinator. */
export const DEMO_LOGINS = [
  { key: 'maya', role: 'captain of Austin Armadillos' },
  { key: 'jordan', role: 'co-captain of Austin Armadillos, player on Eastside Eagles' },
  { key: 'luis', role: 'player on Austin Armadillos and Eastside Eagles' },
  { key: 'priya', role: 'captain of Zilker Zebras, admin of Zilker Sunday Pickup' },
  { key: 'kenji', role: "a free agent in Austin (the marketplace's Free agents)" },
  { key: 'olivia', role: 'coordinator of Playfield Leagues (organization 15): Austin Rec 7x7' },
] as const;

/**
 * The demo teams' games, relative to the day the seed runs (so "upcoming" stays upcoming): a few to
 * come with RSVPs, and two played ones per team with a score, stats and MVP votes, so the schedule,
 * leaderboards and profile stats have something to show. Times are local to Austin.
 */
export interface DemoGame {
  team: string;
  title: string;
  addressName: string;
  /** Days from the seed day; negative for a game already played. */
  inDays: number;
  /** Local kick-off hour in America/Chicago. */
  hour: number;
  yes: string[];
  no?: string[];
  maybe?: string[];
  score?: [team: number, opponent: number];
  /** [player, goals, assists, player of the match]. */
  stats?: Array<[string, number, number, boolean?]>;
  /** [voter, MVP]. */
  mvpVotes?: Array<[string, string]>;
}

export const DEMO_TIME_ZONE = 'America/Chicago';

export const DEMO_GAMES: DemoGame[] = [
  {
    team: 'Austin Armadillos',
    title: 'vs Eastside Eagles',
    addressName: 'Zilker Park Field 3, Austin, TX',
    inDays: -14,
    hour: 19,
    yes: ['maya', 'jordan', 'luis', 'emma', 'diego', 'aisha', 'noah'],
    no: ['chloe'],
    score: [3, 2],
    stats: [
      ['luis', 2, 0, true],
      ['emma', 1, 1],
      ['diego', 0, 2],
      ['maya', 0, 0],
    ],
    mvpVotes: [
      ['maya', 'luis'],
      ['jordan', 'luis'],
      ['emma', 'luis'],
      ['luis', 'emma'],
      ['diego', 'luis'],
    ],
  },
  {
    team: 'Austin Armadillos',
    title: 'vs Zilker Zebras',
    addressName: 'Butler Park, Austin, TX',
    inDays: -7,
    hour: 20,
    yes: ['maya', 'jordan', 'luis', 'diego', 'aisha', 'noah', 'chloe', 'sofia'],
    maybe: ['emma'],
    score: [1, 1],
    stats: [
      ['aisha', 1, 0, true],
      ['noah', 0, 1],
      ['sofia', 0, 0],
    ],
    mvpVotes: [
      ['maya', 'aisha'],
      ['noah', 'aisha'],
      ['chloe', 'sofia'],
    ],
  },
  {
    team: 'Austin Armadillos',
    title: 'vs Riverside Rovers',
    addressName: 'Zilker Park Field 3, Austin, TX',
    inDays: 3,
    hour: 19,
    yes: ['maya', 'jordan', 'luis', 'emma', 'aisha'],
    no: ['noah'],
    maybe: ['diego', 'sofia'],
  },
  {
    team: 'Austin Armadillos',
    title: 'vs Mueller Mustangs',
    addressName: 'Mueller Lake Park, Austin, TX',
    inDays: 10,
    hour: 18,
    yes: ['maya', 'luis', 'chloe'],
    maybe: ['jordan'],
  },
  {
    team: 'Eastside Eagles',
    title: 'vs Austin Armadillos',
    addressName: 'Zilker Park Field 3, Austin, TX',
    inDays: -14,
    hour: 19,
    yes: ['sam', 'jordan', 'marcus', 'tariq', 'hannah', 'kenji'],
    score: [2, 3],
    stats: [
      ['marcus', 1, 0, true],
      ['tariq', 1, 1],
      ['kenji', 0, 1],
    ],
    mvpVotes: [
      ['sam', 'marcus'],
      ['tariq', 'marcus'],
      ['marcus', 'tariq'],
    ],
  },
  {
    team: 'Eastside Eagles',
    title: 'vs South Congress United',
    addressName: 'Govalle Park, Austin, TX',
    inDays: -5,
    hour: 20,
    yes: ['sam', 'marcus', 'tariq', 'hannah', 'luis'],
    no: ['kenji'],
    score: [4, 0],
    stats: [
      ['hannah', 2, 1, true],
      ['luis', 1, 1],
      ['sam', 1, 0],
    ],
    mvpVotes: [
      ['sam', 'hannah'],
      ['luis', 'hannah'],
      ['marcus', 'hannah'],
    ],
  },
  {
    team: 'Eastside Eagles',
    title: 'vs Riverside Rovers',
    addressName: 'Govalle Park, Austin, TX',
    inDays: 5,
    hour: 19,
    yes: ['sam', 'marcus', 'hannah'],
    maybe: ['luis', 'jordan'],
    no: ['tariq'],
  },
  {
    team: 'Zilker Zebras',
    title: 'vs Austin Armadillos',
    addressName: 'Butler Park, Austin, TX',
    inDays: -7,
    hour: 20,
    yes: ['priya', 'emma', 'sofia', 'hannah', 'chloe'],
    score: [1, 1],
    stats: [
      ['priya', 1, 0, true],
      ['hannah', 0, 1],
    ],
    mvpVotes: [
      ['emma', 'priya'],
      ['sofia', 'priya'],
    ],
  },
  {
    team: 'Zilker Zebras',
    title: 'vs Hyde Park Hornets',
    addressName: 'Shipe Park, Austin, TX',
    inDays: -3,
    hour: 18,
    yes: ['priya', 'emma', 'aisha', 'chloe'],
    maybe: ['sofia'],
    score: [2, 3],
    stats: [
      ['emma', 1, 0, true],
      ['aisha', 1, 0],
    ],
    mvpVotes: [['priya', 'emma']],
  },
  {
    team: 'Zilker Zebras',
    title: 'vs Mueller Mustangs',
    addressName: 'Zilker Park Field 1, Austin, TX',
    inDays: 7,
    hour: 19,
    yes: ['priya', 'emma', 'hannah'],
    maybe: ['aisha'],
  },
];

/**
 * Organization 15's published waiver: Luis signed it, Jordan (and everyone else) has it outstanding, so
 * Maya, their captain, sees both states and the reminder on the profile cards.
 */
export const DEMO_WAIVER = {
  organizationId: 15,
  publishedBy: 'olivia',
  name: 'Playfield Leagues player waiver',
  waiverVersion: '2026.1',
  text: [
    'Playing recreational soccer carries a risk of injury. I take part voluntarily and accept that risk.',
    'I confirm I am fit to play, and I will tell a coordinator before a game if that changes.',
    'I release Playfield Leagues, its staff, referees and venues from claims for injury or loss arising from play, except where caused by their gross negligence.',
    'I agree to follow the league rules, the referees and the code of conduct, and I allow photos taken at games to be used to promote the league.',
  ].join('\n\n'),
  signedBy: ['luis'],
} as const;
