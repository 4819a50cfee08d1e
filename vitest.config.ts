import { defineConfig } from 'vitest/config';

// Three projects, one runner: `unit` needs nothing running, `integration` talks to real PostgreSQL and
// Redis (tests/support/integration-setup.ts gives each worker its own database), `e2e` drives Debian's
// Chromium against a production build served by the real server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'workers/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'marketing-site/src/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'workers/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
          globalSetup: ['tests/support/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          // Known flake under load, not yet root-caused: a verification link followed right after sign-up
          // sometimes does not reach 'Your email address is verified.' (see the session note). One retry
          // keeps CI honest about everything else; a second failure still fails the run.
          retry: 1,
        },
      },
    ],
  },
});
