// The one combined table `npm run bench` ends with: the build medians against VitePress and Starlight with
// the ratios Quire/peer, the targets against the better peer for each figure (bench/targets.js), then the
// key figure of every other script. Reads what each script returned (its last stdout line); anything
// missing shows as "–".
import { buildTargetLines } from './build-targets.js';
import { outBytesOf, peakOf, targetLines } from './targets.js';

const DEV_TARGET_MS = 100;
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : undefined);

/** Quire / peer for each peer of one site size, from the medians. */
function ratiosOf(size) {
  const q = size.tools.quire;
  if (!q) return {};
  return Object.fromEntries(
    Object.entries(size.tools)
      .filter(([name]) => name !== 'quire')
      .map(([name, p]) => [
        name,
        {
          coldWall: ratio(q.cold.wall, p.cold.wall),
          warmWall: ratio(q.warm.wall, p.warm.wall),
          coldCpu: ratio(q.cold.cpu, p.cold.cpu),
          warmCpu: ratio(q.warm.cpu, p.warm.cpu),
          peakMb: ratio(peakOf(q), peakOf(p)),
          outBytes: ratio(outBytesOf(q), outBytesOf(p)),
        },
      ]),
  );
}

const show = (v, digits) =>
  v === undefined || v === null || Number.isNaN(v)
    ? '–'
    : typeof v === 'number' && digits !== undefined
      ? v.toFixed(digits)
      : String(v);
const verdict = (value, target) =>
  typeof value === 'number' ? (value <= target ? 'met' : 'MISSED') : '–';

function buildRows(peers) {
  const lines = [];
  lines.push(
    `Builds (median of the runs; CPU = user + system of all processes; memory = peak RSS${peers?.heapMb ? `; V8 heap limit ${peers.heapMb} MB for every tool` : ''})`,
  );
  lines.push(
    'pages  tool        cold s  warm s  cold CPU s  warm CPU s  peak MB  output MB  last page KB',
  );
  for (const size of peers?.sizes ?? []) {
    for (const [name, t] of Object.entries(size.tools)) {
      const peak = peakOf(t);
      const cells = [
        show(t.cold.wall).padStart(6),
        show(t.warm.wall).padStart(6),
        show(t.cold.cpu).padStart(10),
        show(t.warm.cpu).padStart(10),
        show(peak).padStart(7),
        show(t.outMb).padStart(9),
        show(t.pageKb).padStart(12),
      ];
      lines.push(
        `${String(size.pages).padStart(5)}  ${name.padEnd(10)}  ${cells.join('  ')}${t.notCounted ? `  (${t.notCounted} runs not counted)` : ''}`,
      );
    }
  }
  lines.push('');
  lines.push('Quire / peer   pages  cold wall  warm wall  cold CPU  warm CPU  memory  output');
  for (const size of peers?.sizes ?? []) {
    for (const [peer, r] of Object.entries(ratiosOf(size))) {
      const cells = [r.coldWall, r.warmWall, r.coldCpu, r.warmCpu, r.peakMb, r.outBytes].map(
        (v, i) => show(v, 2).padStart([9, 9, 8, 8, 6, 6][i]),
      );
      lines.push(`${peer.padEnd(13)}  ${String(size.pages).padStart(5)}  ${cells.join('  ')}`);
    }
  }
  lines.push('', ...targetLines(peers));
  return lines;
}

function largestBy(corpora, key) {
  return Object.entries(corpora ?? {})
    .filter(([, v]) => v && typeof v === 'object' && typeof v[key] === 'number')
    .sort((a, b) => b[1][key] - a[1][key])[0];
}

function searchRows(search) {
  const entries = Object.entries(search ?? {}).flatMap(([corpus, keys]) =>
    Object.entries(keys ?? {})
      .filter(([, r]) => r && r.head)
      .map(([key, r]) => ({ corpus, key, ...r })),
  );
  if (entries.length === 0) return ['search            –'];
  const largest = entries.sort((a, b) => b.sections - a.sections)[0];
  const slowest = Math.max(...entries.map((e) => e.full?.median ?? 0));
  return [
    `search index      largest: ${largest.corpus} (${largest.key}, ${largest.sections} sections) head ${largest.head.gzip} KB + body ${largest.body.gzip} KB gzipped (${largest.head.raw} + ${largest.body.raw} KB raw)`,
    `search query      ${largest.corpus}: median ${largest.full?.median} ms, p95 ${largest.full?.p95} ms (full index, typed prefixes); slowest corpus median ${show(slowest)} ms`,
  ];
}

/** The combined table as lines of text, from `results` (script name → what it returned). */
export function summaryLines(results) {
  const { peers, dev, validate, navigation, openapi, mdx, build } = results;
  const lines = ['', '# Summary', '', ...buildRows(peers), ''];
  lines.push(...buildTargetLines(peers, dev), '');
  lines.push(
    `quire dev         ${show(dev?.pages)} pages: first page ${show(dev?.firstPageMs)} ms after start (server ready ${show(dev?.startMs)} ms); save → updated page in Chromium median ${show(dev?.editToBrowserMedianMs)} ms, p95 ${show(dev?.editToBrowserP95Ms)} ms (target median ≤ ${DEV_TARGET_MS} ms: ${verdict(dev?.editToBrowserMedianMs, DEV_TARGET_MS)})`,
  );
  const v = largestBy(validate, 'pages');
  const targets = validate?.targets;
  const judged = (ms, target) => (target === undefined ? '' : ms <= target ? ': met' : ': MISSED');
  lines.push(
    `quire validate    ${v ? `${v[0]} (${v[1].pages} pages) cold ${show(v[1].coldMs)} ms (target < ${show(targets?.coldMs)}${judged(v[1].coldMs, targets?.coldMs)}), warm ${show(v[1].warmMs)} ms (target < ${show(targets?.warmMs)}${judged(v[1].warmMs, targets?.warmMs)})` : '–'}`,
  );
  lines.push(
    `navigation        ${navigation?.largest ? `${navigation.largest} (${navigation.corpora?.[navigation.largest]?.routes} routes) resolves in ${navigation.largestResolveMs} ms` : '–'}`,
  );
  lines.push(
    `endpoint models   ${openapi?.spec ? `${openapi.spec} (${openapi.operations} operations): load + validate ${openapi.loadMs} ms, all page models ${openapi.buildModelsMs} ms` : '–'}`,
  );
  lines.push(...searchRows(results.search));
  lines.push(
    `mdx compile       ${mdx?.pages ? `${mdx.pages} corpus pages: cold ${mdx.coldMeanMs} ms/page, warm ${mdx.warmMeanMs} ms/page` : '–'}`,
  );
  const b = largestBy(
    Object.fromEntries(
      Object.entries(build ?? {}).map(([k, r]) => [k, { wall: r?.cold?.wall, ...r }]),
    ),
    'wall',
  );
  const api = results.api;
  const apiRow = (store, name = store) =>
    api?.[store] ? `${name} ${api[store].rps} req/s, p99 ${api[store].p99Ms} ms` : `${name} –`;
  const processesRow = api?.sqliteProcesses
    ? `; ${apiRow('sqliteProcesses', `sqlite ${api.sqliteProcesses.args ?? ''}`.trim())}`
    : '';
  lines.push(
    `API search        ${api ? `${api.corpus}, ${api.connections} connections: ${apiRow('sqlite')}${processesRow}; ${apiRow('postgres')}` : '–'}`,
  );
  const mcp = results.mcp;
  const mcpRow = (r, n) =>
    `${n} ${n === 1 ? 'client' : 'clients'} ${r.callsPerSecond} calls/s, p99 ${r.p99Ms} ms`;
  lines.push(
    `MCP search        ${mcp?.single ? `${mcp.corpus}: ${mcpRow(mcp.single, 1)}; ${mcpRow(mcp.concurrent, mcp.clients)}` : '–'}`,
  );
  lines.push(
    `corpus builds     ${b ? `slowest ${b[0]}: cold ${b[1].cold.wall} s, warm ${b[1].warm.wall} s, ${b[1].cold.peakMb} MB` : '–'}`,
  );
  return lines;
}

// `node bench/summary.js`: the table again from bench/results.json.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const { readFileSync } = await import('node:fs');
  const saved = JSON.parse(readFileSync(new URL('results.json', import.meta.url), 'utf8'));
  console.log(summaryLines(saved.results).join('\n'));
}
