/**
 * A PostgreSQL connection string in words a log line or the start-up banner may show: the database,
 * its host and port, never the user or password (`playfield on 127.0.0.1:5432`). Host names are
 * lower-cased and the default port filled in, so two spellings of one database read the same.
 */
export function databaseLabel(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    // A keyword/value string (`host=… dbname=…`) or a URL WHATWG refuses: shown without credentials.
    return connectionString
      .replace(/password\s*=\s*\S*/gi, '')
      .replace(/\/\/[^@/]*@/, '//')
      .trim();
  }
  // PostgreSQL's own default: a URL without a database connects to the user's namesake.
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
  // `?host=/var/run/postgresql` names a socket directory instead of a host.
  const socket = url.searchParams.get('host');
  return `${database} on ${socket ?? `${url.hostname.toLowerCase()}:${url.port || '5432'}`}`;
}
