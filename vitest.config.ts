import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one free (cores - 1), which on this
    // two-core machine runs the files one after another.
    maxWorkers: 2,
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
      {
        // The PWA's local layer and UI kit: jsdom + fake-indexeddb (unit tests only;
        // e2e runs real IndexedDB in Chromium).
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
