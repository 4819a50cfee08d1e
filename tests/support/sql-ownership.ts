import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';

/**
 * The SQL side of the module wall (ARCHITECTURE.md "A module owns its tables"): no import rule sees a
 * query that names another module's table, so this reads the SQL itself. Owners come from
 * `migrations/` (each migration's `owner` and its `create table` statements); the SQL is every
 * SQL-looking string literal in a module's source, tests excepted. src/composition (which wires the
 * modules and seeds the demo data) owns no table: it may only call the modules' index.ts APIs.
 */

/** What the rule needs of a migration: migrations/index.ts entries carry both. */
export interface OwnedMigration {
  name: string;
  owner: string;
}

export interface SqlBreach {
  /** Relative to the scanned root, e.g. src/modules/events/subscribers/x.ts. */
  file: string;
  line: number;
  module: string;
  table: string;
  owner: string;
}

const CREATED =
  /\bcreate\s+(?:unlogged\s+)?(?:table|(?:materialized\s+)?view)\s+(?:if\s+not\s+exists\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)/gi;

/** Table (and view) name → owner, from the `create table`/`create view` statements of each migration file. */
export function tableOwners(
  migrationsDir: string,
  migrations: readonly OwnedMigration[],
): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { name, owner } of migrations) {
    const source = readFileSync(join(migrationsDir, `${name}.ts`), 'utf8');
    for (const match of source.matchAll(CREATED)) {
      const table = String(match[1]).toLowerCase();
      const known = owners.get(table);
      if (known && known !== owner) throw new Error(`${name} creates ${table}, which ${known} already owns`);
      owners.set(table, owner);
    }
  }
  return owners;
}

// A literal is read as SQL only when it has a statement's shape: it starts with a clause word, or holds
// a join, an insert, a delete or an update, its keywords all lower case or all upper case. Prose is
// neither ('Select a time from team settings', "from team" in a comment are never taken for a query).
const SQL_SHAPES = [
  /^[\s(?,]*(?:select|insert|update|delete|with|from|join|left|right|inner|full|cross|where|and|or|on|order|group|having|returning|union|values|create|alter|drop|truncate|set)\b/,
  /\binsert\s+into\b/,
  /\bdelete\s+from\b/,
  /\bupdate\s+\S+(?:\s+\w+)?\s+set\b/,
  /\bjoin\s+\S+(?:\s+(?:as\s+)?\w+)?\s+on\b/,
  /\bselect\b[\s\S]*\bfrom\s+\S+\s+\w+\s+where\b/,
];

// Words that end a table reference (so they are not read as its alias).
const CLAUSE_WORDS = new Set(
  `where join left right inner outer full cross natural lateral on using set group order limit offset
   returning union intersect except having window for values select default do fetch as`.split(/\s+/),
);
const TABLE_BEFORE = new Set(['from', 'join', 'into', 'update', 'references', 'table', 'using', 'truncate']);
const LISTS_TABLES = new Set(['from', 'using']);

const withoutCommentsAndStrings = (sql: string) =>
  sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, ' ');

/** CTE names (`with x as (…), y as (…)`): they may shadow a table's name and are not tables. */
function cteNames(sql: string): Set<string> {
  const names = new Set<string>();
  const cte =
    /(?:\bwith(?:\s+recursive)?|,)\s*"?([a-z_][a-z0-9_]*)"?\s*(?:\([^)]*\)\s*)?as\s+(?:not\s+)?(?:materialized\s+)?\(/gi;
  for (const match of sql.matchAll(cte)) names.add(String(match[1]).toLowerCase());
  return names;
}

/** The table names one SQL text reads or writes: after from/join/into/update/…, and `from a, b` lists. */
export function tablesNamed(sql: string): string[] {
  const keywordsLowered = sql.replace(/\b[A-Z]{2,}\b/g, (keyword) => keyword.toLowerCase());
  if (!SQL_SHAPES.some((shape) => shape.test(keywordsLowered))) return [];
  const text = withoutCommentsAndStrings(sql);
  const ctes = cteNames(text);
  const tokens = (text.match(/"[^"]+"|[a-z_][a-z0-9_$]*(?:\.[a-z_][a-z0-9_$]*)?|[(),;]/gi) ?? []).map(
    (token) => token.replaceAll('"', '').toLowerCase(),
  );
  const word = (index: number) => tokens[index] ?? '';
  const isName = (index: number) => /^[a-z_]/.test(word(index)) && !CLAUSE_WORDS.has(word(index));
  const tables: string[] = [];
  /** The table at `index` (past an `only`), if it is a name; returns where its reference ends. */
  const tableAt = (index: number) => {
    const at = word(index) === 'only' ? index + 1 : index;
    if (!isName(at)) return at;
    const name = word(at).replace(/^public\./, '');
    if (!ctes.has(name)) tables.push(name);
    // Past its alias: `team t` or `team as t`.
    if (word(at + 1) === 'as') return at + 3;
    return isName(at + 1) ? at + 2 : at + 1;
  };
  tokens.forEach((token, index) => {
    if (!TABLE_BEFORE.has(token)) return;
    let next = tableAt(index + 1);
    // from a x, b y, c: a comma after a table reference starts the next one.
    while (LISTS_TABLES.has(token) && word(next) === ',' && isName(next + 1)) next = tableAt(next + 1);
  });
  return tables;
}

interface Literal {
  text: string;
  /** swc's span start: 1-based, in UTF-8 bytes. */
  byte: number;
}

/** Every string and template literal of a TypeScript source; a template's `${…}` reads as `?`. */
function literalsOf(source: string, tsx: boolean): Literal[] {
  const program = parseSync(source, { syntax: 'typescript', tsx, comments: false });
  const literals: Literal[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const value = node as { type?: string; span?: { start: number }; value?: unknown; quasis?: unknown };
    if (value.type === 'StringLiteral' && typeof value.value === 'string' && value.span) {
      literals.push({ text: value.value, byte: value.span.start });
    } else if (value.type === 'TemplateLiteral' && Array.isArray(value.quasis) && value.span) {
      const parts = (value.quasis as Array<{ cooked?: string; raw: string }>).map((q) => q.cooked ?? q.raw);
      literals.push({ text: parts.join(' ? '), byte: value.span.start });
    }
    for (const child of Object.values(node)) if (child && typeof child === 'object') visit(child);
  };
  visit(program.body);
  return literals;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The line, within a literal, of the first place it names `table` as a table. */
function lineWithin(text: string, table: string): number {
  const named = new RegExp(
    `\\b(?:from|join|into|update|references|table|using|truncate|only|,)\\s+(?:"?public"?\\.)?"?${table}\\b`,
    'i',
  ).exec(text);
  return named ? text.slice(0, named.index + named[0].length).split('\n').length - 1 : 0;
}

/** The scanned owner for src/composition: it owns no table, so every table it names is a breach. */
export const COMPOSITION = 'composition';

/**
 * Tables src/composition may name all the same, each with why. None today: the demo seeders find
 * members, teams, games and leagues through the modules' read APIs and write through their seed
 * functions; their advisory locks name no table.
 */
export const COMPOSITION_ALLOWED: ReadonlyMap<string, string> = new Map();

/**
 * What is scanned and as whom: each src/modules/<module>/, src/platform as 'platform' and
 * src/composition as 'composition'.
 */
function codeOwners(root: string): Array<{ owner: string; dir: string }> {
  const modulesDir = join(root, 'src/modules');
  const units = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ owner: entry.name, dir: join(modulesDir, entry.name) }));
  const shared = [
    { owner: 'platform', dir: join(root, 'src/platform') },
    { owner: COMPOSITION, dir: join(root, 'src/composition') },
  ];
  return [...units, ...shared.filter((unit) => existsSync(unit.dir))];
}

/**
 * Every place under `<root>/src/modules/<module>/` (and `<root>/src/platform/`, `<root>/src/composition/`)
 * whose SQL names a table another owner holds. A name no migration creates (a CTE, a function, a column after `from` in
 * `extract(… from …)`) is not a table.
 */
export function sqlBreaches(root: string, owners: ReadonlyMap<string, string>): SqlBreach[] {
  const breaches: SqlBreach[] = [];
  for (const unit of codeOwners(root)) {
    for (const path of sourceFiles(unit.dir)) {
      const bytes = readFileSync(path);
      for (const literal of literalsOf(bytes.toString('utf8'), path.endsWith('.tsx'))) {
        for (const table of new Set(tablesNamed(literal.text))) {
          const owner = owners.get(table);
          if (!owner || owner === unit.owner) continue;
          if (unit.owner === COMPOSITION && COMPOSITION_ALLOWED.has(table)) continue;
          const line =
            bytes
              .subarray(0, literal.byte - 1)
              .toString('utf8')
              .split('\n').length + lineWithin(literal.text, table);
          breaches.push({ file: relative(root, path), line, module: unit.owner, table, owner });
        }
      }
    }
  }
  return breaches;
}

/** One line per breach: where, which table, whose, and the way that is allowed. */
export function describeBreach(breach: SqlBreach): string {
  const where = `${breach.file}:${breach.line} names table ${breach.table}, owned by ${breach.owner}`;
  if (breach.module === 'platform') return `${where}: the shared kernel must not know a module's tables`;
  if (breach.module === COMPOSITION && breach.owner !== 'platform')
    return `${where}: composition must call src/modules/${breach.owner}/index.ts (a read API or seed function), not SQL`;
  if (breach.owner === 'platform')
    return `${where}: ${breach.module} must use src/platform's API, not its tables`;
  return `${where}: ${breach.module} must go through src/modules/${breach.owner}/index.ts (its read API or events), not SQL`;
}
