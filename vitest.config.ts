import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Test files share one database server; each file gets its own
          // SQLite file or PostgreSQL schema, so files may run in parallel.
          fileParallelism: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
