// Runs before `npm start`: builds the SPA and the marketing sites when a build is missing or older
// than its sources, so the first `npm start` after `npm install` serves everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function stale(output: string, sources: string[]): boolean {
  const marker = resolve(root, output);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return sources.some((source) => newestChange(resolve(root, source)) > built);
}

const builds = [
  { script: 'build:web', output: 'dist/web/index.html', sources: ['web', 'src/contracts'] },
  {
    script: 'build:marketing',
    output: 'dist/marketing/operator/index.html',
    sources: ['marketing-site', 'src/contracts'],
  },
];

for (const build of builds) {
  if (!stale(build.output, build.sources)) continue;
  console.log(`Building (${build.script})…`);
  const result = spawnSync('npm', ['run', '--silent', build.script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
