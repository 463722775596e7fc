import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { searchIndexFiles } from '@quire/search';
import { builtSiteContent } from '../src/api/built-site-content.js';
import { searchSite } from '../src/api/search-site.js';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'quire-built-site-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a site's search files as a build does (one English index with one page). */
function writeSite(url: string, title: string, text: string, name: string) {
  const files = searchIndexFiles([
    { key: 'en', language: 'en', sections: [{ id: url, url, pageTitle: title, text }] },
  ]);
  files.set('_quire/site.json', JSON.stringify({ name }));
  for (const [path, content] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('a built site folder as the server reads it', () => {
  it('sees a rebuild once the recheck interval has passed and a look has answered, not before, and reads no file per request', async () => {
    writeSite('/retries', 'Retries', 'A task retries three times.', 'First');
    let now = 1_000_000;
    const site = builtSiteContent(root, () => now, 1000);
    const search = async () =>
      (await searchSite(site, { query: 'retries', pageSize: 5 })).map((h) => h.path);
    expect(await search()).toEqual(['/retries']);
    const index = await site.searchIndex({});
    const manifest = await site.readFile('_quire/site.json');
    expect(manifest).toContain('First');

    writeSite('/jobs/retries', 'Job retries', 'Jobs retry with backoff.', 'Second');
    now += 999;
    // Within the interval: what was read, without looking at the files again.
    expect(await search()).toEqual(['/retries']);
    expect(await site.searchIndex({})).toBe(index);
    expect(await site.readFile('_quire/site.json')).toBe(manifest);

    now += 1;
    // The interval has passed: the request that finds it so does not wait for the look it starts (a stat, a turn
    // of the event loop for every request under way); it is answered from what was seen.
    expect(await search()).toEqual(['/retries']);
    // Once the looks have answered, the rebuild is searched.
    await vi.waitFor(async () => expect(await search()).toEqual(['/jobs/retries']), {
      timeout: 10_000,
    });
    await vi.waitFor(
      async () => expect(await site.readFile('_quire/site.json')).toContain('Second'),
      { timeout: 10_000 },
    );
    const reloaded = await site.searchIndex({});
    expect(reloaded).not.toBe(index);
    now += 5000; // nothing changed: the same index and text, not read again
    expect(await site.searchIndex({})).toBe(reloaded);
  });

  it('answers pages from memory while the build is the same, and reads them again after a rebuild', async () => {
    writeSite('/retries', 'Retries', 'A task retries three times.', 'First');
    writeFileSync(join(root, 'retries.md'), '# Retries\n\nThree times.\n');
    let now = 2_000_000;
    const site = builtSiteContent(root, () => now, 1000);
    expect(await site.pageMarkdown('/retries')).toContain('Three times.');
    expect(await site.pageMarkdown('/missing')).toBeUndefined();
    // The file changed but not the build's record: the page is answered from memory, not read again.
    writeFileSync(join(root, 'retries.md'), '# Retries\n\nFive times.\n');
    now += 5000;
    expect(await site.pageMarkdown('/retries')).toContain('Three times.');
    // A rebuild writes the build's record anew: once it has been seen, pages are read again.
    writeSite('/retries', 'Retries', 'A task retries five times.', 'Second');
    now += 5000;
    await vi.waitFor(
      async () => expect(await site.pageMarkdown('/retries')).toContain('Five times.'),
      { timeout: 10_000 },
    );
  });
});
