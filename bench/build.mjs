#!/usr/bin/env node
// quire build on every corpus: cold (empty output and cache) and warm (again, nothing changed),
// wall time and peak memory (max RSS) from the operating system. Usage: node bench/build.mjs [corpus ...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpora = join(repo, '..', 'shared', 'corpora');
const bin = join(repo, 'packages', 'cli', 'bin', 'quire.js');
const names = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'hoppscotch',
      'mcp',
      'mem0',
      'mintlify-docs',
      'prefect',
      'stagehand',
      'tickdb',
      'trigger-dev',
      'turso',
    ];
const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function run(args) {
  const cmd = timeBin
    ? [timeBin, ['-f', '%e %M', process.execPath, bin, ...args]]
    : [process.execPath, [bin, ...args]];
  const started = performance.now();
  const r = spawnSync(cmd[0], cmd[1], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const wall = (performance.now() - started) / 1000;
  const last = r.stderr.trim().split('\n').pop() ?? '';
  const [, rss] = timeBin ? last.split(' ').map(Number) : [wall, NaN];
  return {
    wall: Number(wall.toFixed(2)),
    peakMb: Math.round((rss ?? NaN) / 1024),
    ok: r.status === 0,
  };
}

const results = {};
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('corpus          cold s  warm s  cold MB  warm MB');
for (const name of names) {
  const work = mkdtempSync(join(tmpdir(), `quire-bench-${name}-`));
  const args = [
    'build',
    join(corpora, name),
    '--out',
    join(work, 'site'),
    '--cache-dir',
    join(work, 'cache'),
    '--format',
    'json',
  ];
  const cold = run(args);
  const warm = run(args);
  rmSync(work, { recursive: true, force: true });
  results[name] = { cold, warm };
  console.log(
    `${name.padEnd(15)} ${String(cold.wall).padStart(6)}  ${String(warm.wall).padStart(6)}  ${String(cold.peakMb).padStart(7)}  ${String(warm.peakMb).padStart(7)}`,
  );
}
console.log(JSON.stringify(results));
