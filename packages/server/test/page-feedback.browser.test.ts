import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createApiKey, createSiteApp, listen, type RunningServer } from '@quire/server';
import { insertKey } from '@quire/store';
import { buildApiSite, startApiServer, type ApiServer } from '../../../test-support/api-server.js';
import { launchChromium } from '../../../test-support/browser.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';

let siteDir: string;
let target: StoreTarget;
let server: ApiServer;
let staticHost: RunningServer;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  siteDir = buildApiSite();
  target = await STORE_KINDS[0]!.create();
  server = await startApiServer(siteDir, target, {
    sites: { 'acme-rockets': { site: siteDir } },
    projects: { rockets: { repository: '.', domain: 'acme-rockets' } },
  });
  const key = createApiKey({ kind: 'admin', scope: 'rockets' }, Date.now());
  await insertKey(server.service.store, key.record);
  admin = key.token;
  // The same build on a host without the API.
  staticHost = await listen(await createSiteApp({ siteDir }), 0, '127.0.0.1');
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await staticHost?.close();
  await server?.close();
  await target?.dispose();
});

const analytics = async (path: string) =>
  (await (
    await fetch(`${server.url}/v1/analytics/rockets/${path}`, {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json()) as Record<string, unknown>;

/** A reader's browser (headless Chromium says so in its user agent, and crawlers are not counted). */
const READER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function open(base: string, path: string): Promise<Page> {
  const page = await browser.newPage({ userAgent: READER });
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
  return page;
}

describe('"Was this page helpful?" in Chromium', () => {
  it('sends Yes with a comment, and No, and the votes are in the feedback analytics', async () => {
    const page = await open(server.url, '/guides/fuel');
    const widget = page.getByRole('region', { name: 'Page feedback' });
    // The widget shows once the page runtime has heard from the server: wait for it, as a reader would.
    await widget.getByText('Was this page helpful?').waitFor({ state: 'visible' });
    await expect(widget.getByText('Was this page helpful?').isVisible()).resolves.toBe(true);
    await widget.getByRole('button', { name: 'Yes' }).click();
    await widget.getByText('Thank you for your feedback.').waitFor();
    expect(await widget.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Focus moves from the disabled buttons to the comment, which a keyboard reader types into.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-feedback-comment');
    await page.keyboard.type('The fuel table helped.');
    await widget.getByRole('button', { name: 'Send' }).click();
    await widget.getByText('Thank you: your comment is sent.').waitFor();
    // No cookie is set, by the page or the server.
    expect(await page.context().cookies()).toEqual([]);
    await page.close();

    const other = await open(server.url, '/guides/launch');
    const second = other.getByRole('region', { name: 'Page feedback' });
    // By keyboard: the buttons are a group named by the question, and Enter votes.
    const no = other.getByRole('group', { name: 'Was this page helpful?' }).getByRole('button', {
      name: 'No',
    });
    await no.focus();
    await other.keyboard.press('Enter');
    await second.getByText('Thank you for your feedback.').waitFor();
    await other.close();

    const { feedback } = (await analytics('feedback')) as {
      feedback: { path: string; source: string; helpful: boolean; comment: string | null }[];
    };
    expect(feedback.map((f) => [f.path, f.source, f.helpful, f.comment])).toEqual([
      ['/guides/launch', 'thumbs_only', false, null],
      ['/guides/fuel', 'contextual', true, 'The fuel table helped.'],
    ]);
    expect((await analytics('feedback/by-page'))['feedback']).toEqual([
      { path: '/guides/fuel', thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 },
      { path: '/guides/launch', thumbsUp: 0, thumbsDown: 1, code: 0, total: 1 },
    ]);
    // The browser's visits are page views of a person, counted by the server without a cookie.
    await server.service.api.idle();
    const views = (await analytics('views')) as { views: { path: string; human: number }[] };
    expect(views.views.map((v) => [v.path, v.human])).toEqual(
      expect.arrayContaining([
        ['/guides/fuel', 1],
        ['/guides/launch', 1],
      ]),
    );
  });

  it('is absent on a host without the API', async () => {
    const page = await open(staticHost.url, '/guides/fuel');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.q-feedback').count()).toBe(0);
    await page.close();
  });
});
