import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildSite } from '@quire/build';
import { startDevServer } from '@quire/dev-server';
import {
  appUnderBasePath,
  createSiteApp,
  listen,
  readSiteManifest,
  type RunningServer,
} from '@quire/server';
import { launchChromium, SCREENSHOTS_DIR } from './browser.js';

/** A site built and served by `quire serve`, or previewed by `quire dev`. */
export type Mode = 'serve' | 'dev';
export const MODES: readonly Mode[] = ['serve', 'dev'];
/**
 * Served only. `quire dev` sends the HTML the build writes (dev-server.test.ts holds that), so a corpus's
 * navigation and components behave alike under both; the browser files run the dev preview's own runtime on
 * the project's docs, the drilldown fixture and one corpus (hoppscotch), and the rest once, built and served.
 */
export const ONCE: readonly Mode[] = ['serve'];

export interface SitesUnderTest {
  /** Serves a built site folder under the path it was built for, as `quire serve` does; returns its URL (`http://127.0.0.1:<port>/docs` under `/docs`). */
  serve(siteDir: string): Promise<string>;
  /**
   * The docs repository at `root` under `quire dev`, or built (or `built()`, an existing build) and
   * served by `quire serve`; returns its URL, under its base path (see `serve`).
   */
  open(mode: Mode, root: string, built?: () => string): Promise<string>;
  close(): Promise<void>;
}

export function createSitesUnderTest(): SitesUnderTest {
  const servers: RunningServer[] = [];
  const serve = async (siteDir: string) => {
    const basePath = (await readSiteManifest(siteDir)).basePath ?? '';
    const s = await listen(
      appUnderBasePath(await createSiteApp({ siteDir }), basePath),
      0,
      '127.0.0.1',
    );
    servers.push(s);
    return `${s.url}${basePath}`;
  };
  return {
    serve,
    async open(mode, root, built) {
      const work = await mkdtemp(join(tmpdir(), `quire-e2e-${mode}-`));
      if (mode === 'dev') {
        const dev = await startDevServer({
          root,
          port: 0,
          network: false,
          cacheDir: join(work, 'cache'),
        });
        servers.push({ url: dev.url, port: dev.port, close: () => dev.close() });
        return `${dev.url}${dev.basePath}`;
      }
      if (built) return serve(built());
      const r = await buildSite({
        root,
        outDir: join(work, 'site'),
        cacheDir: join(work, 'cache'),
        network: false,
      });
      if (!r.ok)
        throw new Error(
          `the build of ${root} failed: ${r.diagnostics
            .filter((d) => d.severity === 'error')
            .map((d) => d.message)
            .join('; ')}`,
        );
      return serve(r.outDir);
    },
    close: async () => {
      await Promise.all(servers.splice(0).map((s) => s.close()));
    },
  };
}

/** Keeps a screenshot of the page as a test artifact (`test-results/screenshots/e2e-<name>.png`). */
export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: fileURLToPath(new URL(`e2e-${name}.png`, SCREENSHOTS_DIR)) });

/** Chromium and the sites under test for the tests of one file: started before them, closed after them. */
export function useSitesInChromium(): {
  readonly sites: SitesUnderTest;
  readonly browser: Browser;
} {
  const sites = createSitesUnderTest();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await sites.close();
    await browser?.close();
  });
  return {
    sites,
    get browser() {
      if (!browser)
        throw new Error('Chromium is started in beforeAll; use it inside tests and hooks');
      return browser;
    },
  };
}
