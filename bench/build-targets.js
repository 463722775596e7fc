// The build rows of issue 36, judged: the 500-page cold build against Starlight (wall time and peak memory as
// ratios), Quire's CPU per page, the 10,000-page cold build, and the dev server's save → browser time at 10,000
// pages. Used by peers.mjs (its own table) and summary.js (the table `npm run bench` ends with).
import { peakOf } from './targets.js';

/** The targets: ratios to Starlight at 500 pages, absolute figures otherwise. */
export const BUILD_TARGETS = {
  pages: 500,
  peer: 'starlight',
  coldWallRatio: 0.15,
  cpuMsPerPage: 17,
  peakRatio: 0.3,
  largePages: 10000,
  largeColdS: 60,
  largePeakMb: 1024,
  devPages: 10000,
  devMedianMs: 100,
};

const num = (v) => typeof v === 'number' && Number.isFinite(v);
const fmt = (v, digits) => (num(v) ? v.toFixed(digits) : '–');
const judge = (value, target, below = false) =>
  !num(value) ? 'not measured' : (below ? value < target : value <= target) ? 'met' : 'MISSED';

/** One judged figure: what it is, Quire's value as text, the target as text, and the verdict. */
function row(figure, shown, target, verdict) {
  return { figure, shown, target, verdict };
}

function sizeRows(peers) {
  const t = BUILD_TARGETS;
  const size = peers?.sizes?.find((s) => s.pages === t.pages);
  const quire = size?.tools?.quire;
  const peer = size?.tools?.[t.peer];
  const wall = quire?.cold?.wall;
  const peerWall = peer?.cold?.wall;
  const wallRatio = num(wall) && num(peerWall) ? wall / peerWall : undefined;
  const cpuMs = num(quire?.cold?.cpu) ? (quire.cold.cpu * 1000) / t.pages : undefined;
  const peak = quire ? peakOf(quire) : undefined;
  const peerPeak = peer ? peakOf(peer) : undefined;
  const peakRatio = num(peak) && num(peerPeak) ? peak / peerPeak : undefined;
  return [
    row(
      `cold build, ${t.pages} pages, Quire / Starlight (wall)`,
      `${fmt(wallRatio, 3)} (${fmt(wall, 2)} s / ${fmt(peerWall, 2)} s)`,
      `≤ ${t.coldWallRatio}`,
      judge(wallRatio, t.coldWallRatio),
    ),
    row(
      `cold build CPU per page (${t.pages} pages)`,
      `${fmt(cpuMs, 1)} ms (${fmt(quire?.cold?.cpu, 2)} s)`,
      `≤ ${t.cpuMsPerPage} ms`,
      judge(cpuMs, t.cpuMsPerPage),
    ),
    row(
      `peak memory, ${t.pages} pages, Quire / Starlight`,
      `${fmt(peakRatio, 3)} (${fmt(peak, 0)} MB / ${fmt(peerPeak, 0)} MB)`,
      `≤ ${t.peakRatio}`,
      judge(peakRatio, t.peakRatio),
    ),
  ];
}

function largeRows(large) {
  const t = BUILD_TARGETS;
  const measured = large?.pages === t.largePages && large.ok !== false;
  const wall = measured ? large.cold?.wall : undefined;
  const peak = measured ? large.cold?.peakMb : undefined;
  return [
    row(
      `${t.largePages.toLocaleString('en')} pages cold (wall)`,
      `${fmt(wall, 1)} s (CPU ${fmt(measured ? large.cold?.cpu : undefined, 1)} s)`,
      `≤ ${t.largeColdS} s`,
      judge(wall, t.largeColdS),
    ),
    row(
      `${t.largePages.toLocaleString('en')} pages cold (peak memory)`,
      `${fmt(peak, 0)} MB`,
      `≤ ${t.largePeakMb} MB`,
      judge(peak, t.largePeakMb),
    ),
  ];
}

function devRow(dev) {
  const t = BUILD_TARGETS;
  const median = dev?.editToBrowserMedianMs;
  const atSize = dev?.pages === t.devPages;
  return row(
    `dev server save → browser, ${t.devPages.toLocaleString('en')} pages (median)`,
    `${fmt(median, 0)} ms${num(dev?.pages) && !atSize ? ` at ${dev.pages.toLocaleString('en')} pages` : ''}`,
    `< ${t.devMedianMs} ms`,
    atSize
      ? judge(median, t.devMedianMs, true)
      : num(median)
        ? 'not judged (other size)'
        : 'not measured',
  );
}

/**
 * The build rows of issue 36 as lines of text, from the peers benchmark's result (`peers`, with its `large`
 * build) and, when given, the dev benchmark's (`dev`). A figure not measured in the run says so.
 */
export function buildTargetLines(peers, dev) {
  const rows = [...sizeRows(peers), ...largeRows(peers?.large)];
  if (dev !== null) rows.push(devRow(dev));
  const load = (l) => (Array.isArray(l) ? l.map((v) => v.toFixed(1)).join(' ') : '–');
  const lines = [
    `Build targets of issue 36 (load average before ${load(peers?.loadBefore)}, after ${load(peers?.loadAfter)})`,
    'figure                                               Quire                          target     verdict',
  ];
  for (const r of rows)
    lines.push(`${r.figure.padEnd(52)} ${r.shown.padEnd(30)} ${r.target.padEnd(10)} ${r.verdict}`);
  return lines;
}
