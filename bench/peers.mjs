#!/usr/bin/env node
// Quire's build side by side with VitePress and Starlight (Astro) on the same generated sites
// (bench/generate-site.mjs): cold (no output, no cache) and warm (the same command again, nothing
// changed), tools alternating, medians of wall time, CPU time (user + system, all processes) and peak
// memory (the largest of: GNU time's max RSS of one process, and the sampled RSS sum of the process tree).
// The peers are installed in bench/peers on first use (npm install from its lock), never as project dependencies.
// Every tool runs with the same V8 heap limit (BENCH_HEAP_MB, default 16384): at Node's default (about 4 GB here)
// VitePress's 2,000-page build spends most of its time collecting garbage (32 min instead of 6), which says
// nothing about VitePress; none of the tools needs the limit otherwise.
// Every figure is judged against the better peer for it (bench/targets.js). Then Quire alone builds a
// BENCH_LARGE_PAGES-page site (default 10,000; 0 skips it; a run narrowed by BENCH_PAGES skips it unless set), once cold and once warm.
// Env: BENCH_PAGES=500,2000  BENCH_RUNS=3  BENCH_TOOLS=quire,vitepress,starlight  BENCH_SLOW_S=600  BENCH_HEAP_MB=16384
// BENCH_LARGE_PAGES=10000 (0 when BENCH_PAGES is given, unless set)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateQuireSite, generateSites } from './generate-site.mjs';
import { buildTargetLines } from './build-targets.js';
import { targetLines } from './targets.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const peersDir = join(repo, 'bench', 'peers');
const modules = join(peersDir, 'node_modules');
const SIZES = (process.env.BENCH_PAGES ?? '500,2000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TOOLS = (process.env.BENCH_TOOLS ?? 'quire,vitepress,starlight').split(',');
const SLOW_S = Number(process.env.BENCH_SLOW_S ?? 600);
const HEAP_MB = Number(process.env.BENCH_HEAP_MB ?? 16384);
// The large site is part of a full run; a run narrowed to some sizes (BENCH_PAGES) skips it unless asked for.
const LARGE_PAGES = Number(process.env.BENCH_LARGE_PAGES ?? (process.env.BENCH_PAGES ? 0 : 10000));
const PEERS = TOOLS.filter((t) => t !== 'quire');
const quireBin = join(repo, 'packages', 'cli', 'bin', 'quire.js');

function ensurePeers() {
  if (PEERS.length === 0) return;
  if (
    existsSync(join(modules, 'vitepress')) &&
    existsSync(join(modules, 'astro')) &&
    existsSync(join(modules, '@astrojs', 'starlight'))
  )
    return;
  console.error('installing the peers in bench/peers (npm install from its lock) ...');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: peersDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.status !== 0) throw new Error('npm install in bench/peers failed');
}

/** GNU time gives one process's max RSS and the CPU time of the whole tree; installed from Debian when missing. */
function ensureTime() {
  if (existsSync('/usr/bin/time')) return '/usr/bin/time';
  if (process.getuid?.() === 0)
    spawnSync('sh', [
      '-c',
      'apt-get install -y -qq time >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq time) >/dev/null 2>&1',
    ]);
  return existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
}

const pageKb =
  Number(spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).stdout.trim() || 4096) / 1024;

/** The resident memory (KB) of `root` and all its descendants right now. */
function treeRssKb(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      (children.get(ppid) ?? children.set(ppid, []).get(ppid)).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * pageKb;
    } catch {
      // ended
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs one build; wall time, CPU time and peak memory from the operating system. */
function measure(timeBin, cmd, args, cwd) {
  return new Promise((resolve) => {
    const out = join(mkdtempSync(join(tmpdir(), 'quire-bench-time-')), 'time');
    const [file, argv] = timeBin
      ? [timeBin, ['-o', out, '-f', '%e %M %U %S', cmd, ...args]]
      : [cmd, args];
    const started = performance.now();
    const child = spawn(file, argv, {
      cwd,
      env: {
        ...process.env,
        NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
        NO_COLOR: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
        CI: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    let treePeakKb = 0;
    const timer = setInterval(() => (treePeakKb = Math.max(treePeakKb, treeRssKb(child.pid))), 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      const wall = (performance.now() - started) / 1000;
      const [, maxRssKb, user, sys] =
        timeBin && existsSync(out)
          ? readFileSync(out, 'utf8').trim().split('\n').pop().split(' ').map(Number)
          : [wall, NaN, NaN, NaN];
      rmSync(join(out, '..'), { recursive: true, force: true });
      resolve({
        ok: code === 0,
        wall: +wall.toFixed(2),
        cpu: +(user + sys).toFixed(2),
        peakMb: Math.round(Math.max(maxRssKb || 0, treePeakKb) / 1024),
        stderr,
      });
    });
  });
}

/** The size of a build's output: bytes (apparent size, as a deploy uploads them) and whole megabytes. */
function outputSize(dir) {
  const bytes = Number(spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);
  return { outBytes: bytes, outMb: Math.round(bytes / 1048576) };
}

const bin = (rel) => join(modules, rel);
const quireTool = (root) => ({
  cmd: [
    process.execPath,
    [
      quireBin,
      'build',
      root,
      '--out',
      join(root, '..', 'quire-out'),
      '--cache-dir',
      join(root, '..', 'quire-cache'),
      '--format',
      'json',
    ],
    root,
  ],
  clean: [join(root, '..', 'quire-out'), join(root, '..', 'quire-cache')],
  out: join(root, '..', 'quire-out'),
  page: (p) => join(root, '..', 'quire-out', p, 'index.html'),
});
const toolsFor = (roots) => ({
  quire: quireTool(roots.quire),
  vitepress: {
    cmd: [process.execPath, [bin('vitepress/bin/vitepress.js'), 'build', '.'], roots.vitepress],
    clean: [
      join(roots.vitepress, '.vitepress', 'dist'),
      join(roots.vitepress, '.vitepress', 'cache'),
      join(roots.vitepress, 'node_modules'),
    ],
    out: join(roots.vitepress, '.vitepress', 'dist'),
    page: (p) => join(roots.vitepress, '.vitepress', 'dist', `${p}.html`),
  },
  starlight: {
    cmd: [process.execPath, [bin('astro/astro.js'), 'build'], roots.starlight],
    clean: [
      join(roots.starlight, 'dist'),
      join(roots.starlight, '.astro'),
      join(roots.starlight, 'node_modules'),
    ],
    out: join(roots.starlight, 'dist'),
    page: (p) => join(roots.starlight, 'dist', p, 'index.html'),
  },
});

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2
    ? s[(s.length - 1) / 2]
    : +((s[s.length / 2 - 1] + s[s.length / 2]) / 2).toFixed(2);
};
/** Medians over the runs that succeeded (and, for a warm Quire build, reused its pages); every run is kept in `runs`. */
const summary = (all) => {
  const runs = all.filter((r) => r.ok);
  return {
    wall: median(runs.map((r) => r.wall)),
    cpu: median(runs.map((r) => r.cpu)),
    peakMb: median(runs.map((r) => r.peakMb)),
    counted: runs.length,
    runs: all.map(({ stderr: _, ...r }) => r),
  };
};
const peakOf = (t) => {
  const peaks = [t.cold.peakMb, t.warm.peakMb].filter((v) => Number.isFinite(v));
  return peaks.length ? Math.max(...peaks) : NaN;
};
const ratio = (a, b) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? +(a / b).toFixed(3) : null;

async function benchSize(timeBin, pages) {
  const work = join(peersDir, 'sites', String(pages));
  const { roots, bytes } = generateSites(work, pages);
  const tools = toolsFor(roots);
  const samplePage = `g${Math.floor((pages - 1) / 50)}/p${pages - 1}`;
  const runs = Object.fromEntries(TOOLS.map((t) => [t, { cold: [], warm: [] }]));
  const skip = new Set();
  for (let round = 0; round < RUNS; round++) {
    const order = TOOLS.map((_, i) => TOOLS[(i + round) % TOOLS.length]);
    for (const name of order) {
      if (skip.has(name)) continue;
      const tool = tools[name];
      for (const dir of tool.clean) rmSync(dir, { recursive: true, force: true });
      // A warm Quire run that had to render again is repeated (at most twice), so each round has a real warm run.
      for (const kind of ['cold', 'warm', 'warm', 'warm']) {
        if (
          kind === 'warm' &&
          runs[name].warm.length > round &&
          runs[name].warm.at(-1).invalid === undefined
        )
          break;
        const r = await measure(timeBin, tool.cmd[0], tool.cmd[1], tool.cmd[2]);
        if (!r.ok || !existsSync(tool.page(samplePage))) {
          console.error(`${name} ${pages} ${kind} failed:\n${r.stderr}`);
          r.ok = false;
        }
        if (name === 'quire') r.unchanged = Number(/(\d+) unchanged/.exec(r.stderr)?.[1] ?? 0);
        // A warm Quire build copies every page; when Quire's own code changed in between (someone rebuilt the
        // checkout during the cold run), it renders them all again: that is a cold build, not a warm one.
        if (name === 'quire' && kind === 'warm' && r.ok && r.unchanged < pages) {
          r.ok = false;
          r.invalid = `only ${r.unchanged} of ${pages} pages unchanged (Quire's code changed during the run?)`;
          console.error(`  quire warm run not counted: ${r.invalid}`);
        }
        if (kind === 'cold') Object.assign(r, outputSize(tool.out));
        if (kind === 'cold')
          r.pageKb = existsSync(tool.page(samplePage))
            ? Math.round(readFileSync(tool.page(samplePage)).length / 1024)
            : undefined;
        runs[name][kind].push(r);
        console.error(
          `  ${pages} pages, round ${round + 1}, ${name} ${kind}: ${r.wall} s wall, ${r.cpu} s CPU, ${r.peakMb} MB (load ${loadavg()[0].toFixed(1)})`,
        );
        if (kind === 'warm' && r.invalid === undefined) break;
      }
      if (round === 0 && runs[name].cold[0].wall > SLOW_S) {
        skip.add(name);
        console.error(
          `  ${name} took over ${SLOW_S} s for one cold build of ${pages} pages: measured once only`,
        );
      }
    }
  }
  const result = { pages, sourceMb: +(bytes / 1048576).toFixed(1), tools: {} };
  for (const name of TOOLS)
    result.tools[name] = {
      cold: summary(runs[name].cold),
      warm: summary(runs[name].warm),
      outMb: runs[name].cold[0]?.outMb,
      outBytes: runs[name].cold[0]?.outBytes,
      pageKb: runs[name].cold[0]?.pageKb,
      notCounted: [...runs[name].cold, ...runs[name].warm].filter((r) => !r.ok).length,
    };
  result.ratios = {};
  const q = result.tools.quire;
  for (const peer of TOOLS.filter((t) => t !== 'quire')) {
    const p = result.tools[peer];
    if (!q) continue;
    result.ratios[peer] = {
      coldWall: ratio(q.cold.wall, p.cold.wall),
      warmWall: ratio(q.warm.wall, p.warm.wall),
      coldCpu: ratio(q.cold.cpu, p.cold.cpu),
      warmCpu: ratio(q.warm.cpu, p.warm.cpu),
      peakMb: ratio(peakOf(q), peakOf(p)),
    };
  }
  return result;
}

/** Quire alone on a large generated site: one cold build, then one warm build. */
async function benchLarge(timeBin, pages) {
  const root = generateQuireSite(join(peersDir, 'sites', String(pages)), pages);
  const tool = quireTool(root);
  for (const dir of tool.clean) rmSync(dir, { recursive: true, force: true });
  const cold = await measure(timeBin, tool.cmd[0], tool.cmd[1], tool.cmd[2]);
  const size = outputSize(tool.out);
  const warm = await measure(timeBin, tool.cmd[0], tool.cmd[1], tool.cmd[2]);
  for (const [kind, r] of [
    ['cold', cold],
    ['warm', warm],
  ]) {
    console.error(
      `  ${pages} pages, quire ${kind}: ${r.wall} s wall, ${r.cpu} s CPU, ${r.peakMb} MB${r.ok ? '' : ` FAILED:\n${r.stderr}`}`,
    );
  }
  const strip = ({ stderr: _, ...r }) => r;
  return { pages, ok: cold.ok && warm.ok, cold: strip(cold), warm: strip(warm), ...size };
}

const version = (pkg) => {
  const file = join(modules, pkg, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
};

ensurePeers();
const timeBin = ensureTime();
const loadBefore = loadavg();
const versions = {
  node: process.version,
  vitepress: version('vitepress'),
  astro: version('astro'),
  starlight: version('@astrojs/starlight'),
};
const named = {
  quire: 'Quire',
  vitepress: `VitePress ${versions.vitepress}`,
  starlight: `Astro ${versions.astro} + Starlight ${versions.starlight}`,
};
console.log(
  `${TOOLS.map((t) => named[t] ?? t).join(', ')}; Node ${versions.node}; ${cpus().length} cores; ${RUNS} runs each (cold then warm), tools alternating; V8 heap limit ${HEAP_MB} MB for every tool`,
);
const sizes = [];
for (const pages of SIZES) sizes.push(await benchSize(timeBin, pages));
const large =
  LARGE_PAGES > 0 && TOOLS.includes('quire') ? await benchLarge(timeBin, LARGE_PAGES) : undefined;
const loadAfter = loadavg();
console.log(
  `load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(1)).join(' ')}`,
);
console.log(
  'pages  tool        cold s  cold CPU s  warm s  warm CPU s  peak MB   Q/peer: cold  warm  cold CPU  warm CPU  memory',
);
for (const size of sizes) {
  for (const [name, t] of Object.entries(size.tools)) {
    const r = size.ratios[name];
    const cells = [t.cold.wall, t.cold.cpu, t.warm.wall, t.warm.cpu, peakOf(t)].map((v, i) =>
      String(v).padStart([6, 10, 6, 10, 7][i]),
    );
    const ratios = r
      ? `${String(r.coldWall).padStart(12)}  ${String(r.warmWall).padStart(4)}  ${String(r.coldCpu).padStart(8)}  ${String(r.warmCpu).padStart(8)}  ${String(r.peakMb).padStart(6)}`
      : '';
    console.log(
      `${String(size.pages).padStart(5)}  ${name.padEnd(10)}  ${cells.join('  ')}  ${ratios}${t.notCounted ? `  (${t.notCounted} runs not counted)` : ''}`,
    );
  }
}
console.log('');
console.log(targetLines({ sizes, large }).join('\n'));
console.log('');
console.log(buildTargetLines({ sizes, large, loadBefore, loadAfter }, null).join('\n'));
console.log(
  JSON.stringify({
    versions,
    tools: TOOLS,
    runs: RUNS,
    heapMb: HEAP_MB,
    cores: cpus().length,
    loadBefore,
    loadAfter,
    sizes,
    large,
  }),
);
