import { configDefaults, defineConfig } from 'vitest/config';

// The security suite (`npm run test:security`): bad-input corpus, ownership matrix, log hygiene,
// fault tests. Slow by design, so it runs in its own project and not in `npm run test:unit`.
const SECURITY_TESTS = 'src/**/*.security.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SECURITY_TESTS],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000, // a test server migrates and seeds a fresh database: slow on a busy machine
        },
      },
      {
        test: {
          name: 'security',
          include: [SECURITY_TESTS],
          environment: 'node',
          testTimeout: 300_000, // the bad-input corpus grows with the endpoints (over 9,000 requests)
          hookTimeout: 120_000,
          // One file at a time: the fault tests time every answer (503 in well under a second), and
          // beside the corpus's 12,000 requests on two cores they timed the machine instead (CI, stop 50).
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
