import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Walks that only read the demo marketplace run first; walks that publish, edit or delete
  // businesses run after them, so listings the first group checks stay as seeded; operator walks last.
  projects: [
    {
      name: 'public',
      testMatch: /(foundation|marketplace-[\w-]+)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'owners',
      testMatch: /(accounts|onboarding|dashboard|map)-[\w-]+\.spec\.ts/,
      dependencies: ['public'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Operators launch states and hide businesses: last, so no other walk sees a state change under it.
    {
      name: 'operators',
      testMatch: /admin-[\w-]+\.spec\.ts/,
      dependencies: ['owners'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/serve.ts',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
