import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test-support/longest-first.js';

const packages = fileURLToPath(new URL('./packages/', import.meta.url));

/** Test files that drive Chromium (directly or through test-support); suite-layout.test.ts keeps the name true. */
const BROWSER_TESTS = 'packages/*/test/**/*.browser.test.{ts,tsx}';

export default defineConfig({
  resolve: {
    // Tests run against the sources; the CLI tests run the built command.
    alias: [{ find: /^@quire\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` }],
  },
  test: {
    // Guards against a hung test, not speed limits: on a loaded 2-core machine (a CPU burner beside the suite, load
    // 13) a test that starts `quire` eight times took 87 s, each start waiting for a core.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // `expect.poll` waits for a page or a server to reach a state. Its 1 s default is a speed limit: on CI a quire dev
    // server loading the full-text index took longer while two other files ran, and a passing search test failed.
    expect: { poll: { timeout: 30_000 } },
    pool: 'forks',
    // Three on two cores: many files wait (on servers, browsers, child processes) as much as they compute.
    maxWorkers: 3,
    // The longest files first, whichever project they are in (test-support/test-durations.json).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/test/**/*.test.{ts,tsx}'],
          exclude: [BROWSER_TESTS],
          // A worker keeps its modules between these files: importing the packages once per worker, not
          // once per file, halves their time (the packages keep no module-level state, by house style).
          isolate: false,
        },
      },
      {
        extends: true,
        resolve: {
          // The built packages (`npm test` builds them first), loaded by Node itself: a file in a process of
          // its own would otherwise transform and evaluate the sources of most packages again (6-9 s a file).
          alias: [{ find: /^@quire\/([a-z-]+)$/, replacement: `${packages}$1/dist/index.js` }],
        },
        test: {
          name: 'browser',
          include: [BROWSER_TESTS],
          // Each browser file gets a process of its own. Playwright keeps an AsyncLocalStorage, which turns
          // on Node's async hooks for the rest of a process; a worker shared with the files after it then
          // died on Node 20's async-id check (`execution_async_id() == 0`) in a later file's native callback.
          isolate: true,
          server: { deps: { external: [/\/packages\/[a-z-]+\/dist\//] } },
        },
      },
    ],
  },
});
