import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packages = fileURLToPath(new URL('./packages/', import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources; the CLI tests run the built command.
    alias: [{ find: /^@quire\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` }],
  },
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its modules between test files: importing the packages once per worker, not
    // once per file, halves the suite (the packages keep no module-level state, by house style).
    isolate: false,
  },
});
