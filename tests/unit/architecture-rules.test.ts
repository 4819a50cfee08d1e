import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixture = resolve(root, 'tests/fixtures/architecture/violations');

function cruise(paths: string[]) {
  const result = spawnSync(
    resolve(root, 'node_modules/.bin/depcruise'),
    [...paths, '--config', resolve(root, '.dependency-cruiser.cjs'), '--output-type', 'err'],
    { cwd: fixture, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('architecture rules', () => {
  it("fail when a module imports another module's internals", () => {
    const { status, output } = cruise(['src']);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'module-internals: src/modules/leagues/index.ts → src/modules/teams/domain/team-rule.ts',
    );
  });

  it('fail when the shared kernel depends on a module', () => {
    expect(cruise(['src']).output).toContain(
      'platform-is-independent: src/platform/kernel.ts → src/modules/teams/index.ts',
    );
  });

  it('fail when the SPA imports server code other than contracts', () => {
    const { output } = cruise(['web']);
    expect(output).toContain('web-only-uses-contracts: web/src/screen.ts → src/platform/kernel.ts');
    expect(output).not.toContain('web/src/screen.ts → src/contracts/contract.ts');
  });

  it('pass on imports through index.ts and contracts', () => {
    const { status } = cruise(['src/modules/teams', 'src/contracts']);
    expect(status).toBe(0);
  });
});
