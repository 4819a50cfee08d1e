// `npm run db:migration:create -- add_team_invites clubs`: writes an empty forward-only migration and
// appends it to migrations/index.ts, the list the migrator runs in order, with the module that owns the
// tables it creates (only that module's SQL may name them: tests/unit/sql-ownership.test.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const [name, owner = ''] = process.argv.slice(2);
const knownOwner =
  owner === 'platform' ||
  (/^[a-z-]+$/.test(owner) && existsSync(resolve(import.meta.dirname, '../src/modules', owner)));
if (!name || !/^[a-z][a-z0-9_]*$/.test(name) || !knownOwner) {
  console.error('Usage: npm run db:migration:create -- <snake_case_name> <owning module, or platform>');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const className = `Migration${stamp}_${name}`;
const dir = resolve(import.meta.dirname, '../migrations');
writeFileSync(
  resolve(dir, `${className}.ts`),
  `import { Migration } from '@mikro-orm/migrations';\n\nexport class ${className} extends Migration {\n  override async up(): Promise<void> {\n    this.addSql('');\n  }\n}\n`,
);
const indexFile = resolve(dir, 'index.ts');
const index = readFileSync(indexFile, 'utf8')
  .replace(
    /(import type \{ MigrationObject \}[^\n]*\n)/,
    `$1import { ${className} } from './${className}.ts';\n`,
  )
  .replace(/\n\];\s*$/, `\n  { name: '${className}', class: ${className}, owner: '${owner}' },\n];\n`);
writeFileSync(indexFile, index);
console.log(`Created migrations/${className}.ts`);
