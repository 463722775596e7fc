#!/usr/bin/env node
// Where the time goes in V8 CPU profiles (`node --cpu-prof --cpu-prof-dir=DIR ...`; worker threads write
// their own): self time per area (by the file a function is in) and the top functions by self time.
// Usage: node bench/profile-summary.js DIR [top=25]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const AREAS = [
  ['GC', (f) => f === '(garbage collector)'],
  ['idle / waiting', (f) => f === '(idle)'],
  ['V8 program (compile, runtime)', (f) => f === '(program)'],
  [
    'Shiki (highlighting; its Oniguruma regex engine is the WASM)',
    (f, u) => /shiki|oniguruma|vscode-textmate|@shikijs/.test(u) || u.startsWith('wasm://'),
  ],
  [
    'MDX compile (micromark, mdast, remark, recma, acorn, estree)',
    (f, u) =>
      /micromark|mdast|remark|rehype|recma|unified|acorn|estree|@mdx-js|hast-util|unist|vfile|property-information|character-entities/.test(
        u,
      ),
  ],
  ['Preact render to string', (f, u) => /preact/.test(u)],
  ['@quire/mdx', (f, u) => /packages\/mdx\//.test(u)],
  ['@quire/components', (f, u) => /packages\/components\//.test(u)],
  ['@quire/render', (f, u) => /packages\/render\//.test(u)],
  ['@quire/build', (f, u) => /packages\/build\//.test(u)],
  ['@quire/search', (f, u) => /packages\/search\/|minisearch/.test(u)],
  ['@quire/links', (f, u) => /packages\/links\//.test(u)],
  ['@quire/navigation, config', (f, u) => /packages\/(navigation|config)\//.test(u)],
  ['other Quire packages', (f, u) => /packages\//.test(u)],
  ['other dependencies', (f, u) => /node_modules/.test(u)],
  ['compiled page functions (MDX output, evaluated)', (f, u, id) => u === '' && id !== '0'],
  ['Node internals (fs, streams, workers, crypto)', (f, u) => u.startsWith('node:') || u === ''],
  ['other', () => true],
];

function analyse(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++)
    self.set(
      profile.samples[i],
      (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0),
    );
  const areas = new Map();
  const functions = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber, scriptId } = byId.get(id).callFrame;
    const area = AREAS.find(([, test]) => test(functionName, url, String(scriptId)))[0];
    areas.set(area, (areas.get(area) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|packages)\//, '$1/')}:${lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
    total += us;
  }
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owners = new Map();
  for (const [id, us] of self) {
    let at = id;
    while (at !== undefined && !/packages\/[^/]+\/dist\//.test(byId.get(at).callFrame.url))
      at = parent.get(at);
    const frame = at === undefined ? undefined : byId.get(at).callFrame;
    const key = frame
      ? `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/packages\//, 'packages/')}:${frame.lineNumber + 1}`
      : '(no Quire frame)';
    owners.set(key, (owners.get(key) ?? 0) + us);
  }
  return { total, areas, functions, owners };
}

const [dir, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const pct = (v, t) => `${((100 * v) / t).toFixed(1).padStart(5)} %`;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .sort()) {
  const { total, areas, functions, owners } = analyse(join(dir, file));
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1]))
    console.log(`  ${pct(us, total)}  ${(us / 1e6).toFixed(1).padStart(6)} s  ${area}`);
  console.log('  top functions by self time:');
  for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${pct(us, total)}  ${(us / 1e6).toFixed(2).padStart(6)} s  ${fn}`);
  console.log('  self time under the nearest Quire function (GC and idle have none):');
  for (const [fn, us] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${pct(us, total)}  ${(us / 1e6).toFixed(2).padStart(6)} s  ${fn}`);
}
