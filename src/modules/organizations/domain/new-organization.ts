// What an operator gives to create an organization (npm run org:create): its name, its workspaces (one
// per city, each with the IANA time zone its games are played in) and maybe its first coordinator.
// Checked here, before anything is written, so a bad command changes nothing.

export interface NewWorkspace {
  name: string;
  timeZone: string;
  /** The workspace's path segment in public addresses (…/league-schedule/organization/{id}/{urlPath}). */
  urlPath: string;
}

export interface NewOrganization {
  name: string;
  workspaces: NewWorkspace[];
  coordinatorEmail: string | null;
}

export const NEW_ORGANIZATION_MESSAGES = {
  nameRequired: 'Give the organization a name (--name "Mile High Soccer").',
  nameTooLong: 'An organization name is at most 120 characters.',
  cityRequired: 'Give at least one city, with its time zone (--city "Denver=America/Denver").',
  cityZoneMissing: (city: string) =>
    `The city "${city}" needs its time zone, e.g. --city "${city}=America/Chicago".`,
  cityZoneUnknown: (city: string, zone: string) =>
    `"${zone}" (city "${city}") is not an IANA time zone; use one like America/Chicago or America/Denver.`,
  cityNameInvalid: (city: string) =>
    `The city name "${city}" needs at least one letter or digit, and at most 80 characters.`,
  cityTwice: (city: string) => `The city "${city}" is given twice.`,
  emailInvalid: (email: string) => `"${email}" is not an e-mail address.`,
} as const;

/** Lowercase letters, digits and single dashes: "Fort Worth" → "fort-worth", "São Paulo" → "sao-paulo". */
export function workspacePath(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    // Intl also accepts offsets such as "+05:00"; a workspace needs a named zone (daylight saving).
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The operator's input as a NewOrganization, or every problem with it in plain words. `cities` are
 * "Name=Time/Zone" strings, as given on the command line.
 */
export function parseNewOrganization(input: {
  name: string | undefined;
  cities: readonly string[];
  coordinatorEmail: string | undefined;
}): { ok: true; organization: NewOrganization } | { ok: false; problems: string[] } {
  const M = NEW_ORGANIZATION_MESSAGES;
  const problems: string[] = [];
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) problems.push(M.nameRequired);
  else if (name.length > 120) problems.push(M.nameTooLong);
  if (input.cities.length === 0) problems.push(M.cityRequired);
  const workspaces: NewWorkspace[] = [];
  for (const city of input.cities) {
    const at = city.lastIndexOf('=');
    const cityName = (at < 0 ? city : city.slice(0, at)).trim().replace(/\s+/g, ' ');
    const zone = at < 0 ? '' : city.slice(at + 1).trim();
    const urlPath = workspacePath(cityName);
    if (!urlPath || cityName.length > 80) problems.push(M.cityNameInvalid(cityName));
    else if (!zone) problems.push(M.cityZoneMissing(cityName));
    else if (!isTimeZone(zone)) problems.push(M.cityZoneUnknown(cityName, zone));
    else if (workspaces.some((w) => w.urlPath === urlPath)) problems.push(M.cityTwice(cityName));
    else workspaces.push({ name: cityName, timeZone: zone, urlPath });
  }
  const email = input.coordinatorEmail?.trim().toLowerCase() || null;
  if (email !== null && !EMAIL.test(email)) problems.push(M.emailInvalid(email));
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, organization: { name, workspaces, coordinatorEmail: email } };
}
