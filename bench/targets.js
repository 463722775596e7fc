// The targets of the peer comparison (issue 22), judged against the better peer for each figure:
// for every figure the peer with the lowest median is the one Quire is measured against, and named.
// Used by peers.mjs (its own table) and summary.js (the table `npm run bench` ends with).

/** Quire / best peer, at most, per site size; and output bytes per page, 2,000 pages / 500 pages. */
export const TARGETS = {
  500: { coldWall: 0.3, warmWall: 0.1, peakMb: 0.4, outBytes: 0.35 },
  2000: { coldWall: 0.25, warmWall: 0.05, peakMb: 0.3, outBytes: 0.15 },
};
export const GROWTH_TARGET = 1.2;

const FIGURES = [
  { key: 'coldWall', label: 'cold build (s)', of: (t) => t.cold?.wall },
  { key: 'coldCpu', label: 'cold build CPU (s)', of: (t) => t.cold?.cpu },
  { key: 'warmWall', label: 'warm build (s)', of: (t) => t.warm?.wall },
  { key: 'warmCpu', label: 'warm build CPU (s)', of: (t) => t.warm?.cpu },
  { key: 'peakMb', label: 'peak memory (MB)', of: (t) => peakOf(t) },
  { key: 'outBytes', label: 'output (MB)', of: (t) => outBytesOf(t), show: (v) => v / 1048576 },
];

export function peakOf(t) {
  const peaks = [t.cold?.peakMb, t.warm?.peakMb].filter((v) => Number.isFinite(v));
  return peaks.length ? Math.max(...peaks) : NaN;
}

/** Output bytes of the cold build (older results have only whole megabytes). */
export const outBytesOf = (t) =>
  Number.isFinite(t.outBytes) ? t.outBytes : Number.isFinite(t.outMb) ? t.outMb * 1048576 : NaN;

const num = (v) => typeof v === 'number' && Number.isFinite(v);
const fmt = (v, digits = 2) => (num(v) ? v.toFixed(digits) : '–');

/** For each figure of one size: Quire's value, the best peer's name and value, the ratio, the target and whether it is met. */
export function figuresAgainstBestPeer(size) {
  const quire = size.tools?.quire;
  if (!quire) return [];
  const peers = Object.entries(size.tools).filter(([name]) => name !== 'quire');
  return FIGURES.map((f) => {
    const candidates = peers
      .map(([name, t]) => ({ name, value: f.of(t) }))
      .filter((c) => num(c.value) && c.value > 0);
    const best = candidates.sort((a, b) => a.value - b.value)[0];
    const value = f.of(quire);
    const ratio = best && num(value) ? value / best.value : undefined;
    const target = TARGETS[size.pages]?.[f.key];
    return {
      ...f,
      value,
      peer: best?.name,
      peerValue: best?.value,
      ratio,
      target,
      met: target === undefined || ratio === undefined ? undefined : ratio <= target,
    };
  });
}

/** Quire's output bytes per page at 2,000 pages over the same at 500 (the output grows linearly when it is about 1). */
export function growthOf(sizes) {
  const per = (pages) => {
    const size = sizes?.find((s) => s.pages === pages);
    return size?.tools?.quire ? outBytesOf(size.tools.quire) / pages : NaN;
  };
  const g = per(2000) / per(500);
  return num(g) ? g : undefined;
}

const verdict = (met) => (met === undefined ? '' : met ? 'met' : 'MISSED');

const PEER_NAMES = { vitepress: 'VitePress', starlight: 'Starlight' };

/** Which peers a run measured, from its results (older results do not list their tools). */
export function peersMeasured(peers) {
  const names = new Set();
  for (const size of peers?.sizes ?? [])
    for (const name of Object.keys(size.tools ?? {})) if (name !== 'quire') names.add(name);
  return [...names];
}

/** The line saying which peers the targets are judged against: with one peer measured, that peer is the "better" one. */
function peersLine(peers) {
  const measured = peersMeasured(peers);
  const missing = Object.keys(PEER_NAMES).filter((name) => !measured.includes(name));
  const list = (names) => names.map((n) => PEER_NAMES[n] ?? n).join(' and ');
  if (measured.length === 0)
    return "No peer was measured (BENCH_TOOLS=quire): Quire's own figures only, no target judged.";
  if (missing.length === 0)
    return `Quire against the better peer for each figure (the peer named is the one with the lower median of ${list(measured)})`;
  return `Quire against ${list(measured)}, the only peer measured in this run (${list(missing)} not run): the targets are judged against it`;
}

/** The targets table as lines of text, from the peers benchmark's result. */
export function targetLines(peers) {
  const lines = [peersLine(peers)];
  lines.push('pages  figure                Quire    best peer              Quire/peer  target');
  for (const size of peers?.sizes ?? []) {
    for (const f of figuresAgainstBestPeer(size)) {
      const show = (v) => fmt(f.show && num(v) ? f.show(v) : v, 1);
      const peer = f.peer ? `${f.peer} ${show(f.peerValue)}` : '–';
      // The target as a ratio, and as the figure Quire needs against this peer.
      const needs = num(f.peerValue) ? ` (Quire ≤ ${show(f.target * f.peerValue)})` : '';
      const target =
        f.target === undefined
          ? ''
          : `≤ ${f.target.toFixed(2)}${needs} ${f.met === undefined ? 'not judged' : verdict(f.met)}`;
      lines.push(
        `${String(size.pages).padStart(5)}  ${f.label.padEnd(20)}  ${show(f.value).padStart(7)}  ${peer.padEnd(21)}  ${fmt(f.ratio).padStart(10)}  ${target}`,
      );
    }
  }
  const growth = growthOf(peers?.sizes);
  if (growth !== undefined)
    lines.push(
      `output bytes per page, 2,000 pages / 500 pages: ${fmt(growth)} (target ≤ ${GROWTH_TARGET.toFixed(2)} ${verdict(growth <= GROWTH_TARGET)})`,
    );
  const large = peers?.large;
  if (large) {
    lines.push(
      `${large.pages.toLocaleString('en')} pages, Quire alone: cold ${fmt(large.cold?.wall, 1)} s (CPU ${fmt(large.cold?.cpu, 1)} s), ` +
        `warm ${fmt(large.warm?.wall, 1)} s (CPU ${fmt(large.warm?.cpu, 1)} s), peak ${fmt(peakOf(large), 0)} MB, ` +
        `${fmt(outBytesOf(large) / large.pages / 1024, 1)} KB of output per page${large.ok === false ? ' (FAILED)' : ''}`,
    );
  }
  return lines;
}
