#!/usr/bin/env node
// `quire dev` on a generated 10,000-page site (BENCH_DEV_PAGES): the time from starting the server to the first page
// served, and the time from writing a page to its new content showing in an open Chromium tab
// (median and p95 over 25 edits). Needs the built packages and Debian's chromium.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { startDevServer } from '../packages/dev-server/dist/index.js';

// Issue 36's target is at 10,000 pages; BENCH_DEV_PAGES for a quicker run at another size (not judged).
const PAGES = Number(process.env.BENCH_DEV_PAGES ?? 10000);
const GROUPS = 40;
const EDITS = 25;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
};
const round = (n) => Math.round(n * 10) / 10;

function pageSource(n, marker = '') {
  return `---
title: Page ${n}
description: Generated page number ${n} of the benchmark site.
---

${marker}Intro paragraph of page ${n} with **bold** text, \`inline code\` and a [link](/g${n % GROUPS}/p${(n + 1) % PAGES}).

## Setup

<Note>Remember to configure the client before page ${n} runs.</Note>

\`\`\`ts
export const page${n} = { id: ${n}, name: 'page-${n}' };
\`\`\`

## Usage

${'Some longer text to give the page a realistic body. '.repeat(12)}

### Details

- one
- two
- three
`;
}

async function generateSite(root) {
  const groups = [];
  for (let g = 0; g < GROUPS; g++) {
    const pages = [];
    await mkdir(join(root, `g${g}`), { recursive: true });
    for (let n = g; n < PAGES; n += GROUPS) {
      await writeFile(join(root, `g${g}`, `p${n}.mdx`), pageSource(n));
      pages.push(`g${g}/p${n}`);
    }
    groups.push({ group: `Group ${g}`, pages });
  }
  const config = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Bench',
    colors: { primary: '#0D9373' },
    navigation: { groups },
  };
  await writeFile(join(root, 'docs.json'), JSON.stringify(config, null, 2));
}

const work = await mkdtemp(join(tmpdir(), 'quire-bench-dev-'));
const root = join(work, 'site');
await generateSite(root);
const began = performance.now();
// The server's own time per batch of changes (from the file event to the site updated), beside what the browser sees.
const updates = [];
const server = await startDevServer({
  root,
  port: 0,
  network: false,
  cacheDir: join(work, 'cache'),
  onEvent: (event) => {
    if (event.kind === 'update') updates.push(event.ms);
  },
});
const startedMs = performance.now() - began;
const firstPage = await fetch(`${server.url}/g7/p7`);
await firstPage.text();
const firstPageMs = performance.now() - began;
console.log(
  `${PAGES} pages: server started in ${round(startedMs)} ms, first page served ${round(firstPageMs)} ms after start (status ${firstPage.status})`,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
});
const page = await browser.newPage();
const connected = page.waitForEvent('console', {
  predicate: (m) => m.text().includes('[vite] connected'),
  timeout: 30_000,
});
await page.goto(`${server.url}/g7/p7`);
await connected;
const latencies = [];
for (let i = 0; i < EDITS; i++) {
  const marker = `Edit-marker-${i}-${Date.now()}. `;
  const wrote = Date.now();
  await writeFile(join(root, 'g7', 'p7.mdx'), pageSource(7, marker));
  const shown = await page.waitForFunction(
    // eslint-disable-next-line no-undef -- runs in the page
    (m) => (document.getElementById('content-area')?.textContent?.includes(m) ? Date.now() : false),
    marker.trim(),
    { polling: 'raf', timeout: 30_000 },
  );
  latencies.push((await shown.jsonValue()) - wrote);
  await new Promise((r) => setTimeout(r, 150));
}
await browser.close();
await server.close();
await rm(work, { recursive: true, force: true });

const median = percentile(latencies, 0.5);
const p95 = percentile(latencies, 0.95);
const serverMedian = round(percentile(updates, 0.5));
console.log(
  `write → updated content in Chromium over ${EDITS} edits: median ${median} ms, p95 ${p95} ms (min ${Math.min(...latencies)}, max ${Math.max(...latencies)}); the server's update: median ${serverMedian} ms over ${updates.length} batches`,
);
console.log(
  JSON.stringify({
    pages: PAGES,
    startMs: round(startedMs),
    firstPageMs: round(firstPageMs),
    edits: EDITS,
    editToBrowserMedianMs: median,
    editToBrowserP95Ms: p95,
    serverUpdateMedianMs: serverMedian,
  }),
);
