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

/** The logins printed at start-up: a captain, a captain who also plays elsewhere, a player, a newcomer. */
export const DEMO_LOGINS = [
  { key: 'maya', role: 'captain of Austin Armadillos' },
  { key: 'jordan', role: 'co-captain of Austin Armadillos, player on Eastside Eagles' },
  { key: 'luis', role: 'player on Austin Armadillos and Eastside Eagles' },
  { key: 'priya', role: 'captain of Zilker Zebras, admin of Zilker Sunday Pickup' },
] as const;
