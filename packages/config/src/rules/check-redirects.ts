import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { isRecord } from './collect-navigation.js';
import type { RuleContext } from './rule-context.js';

const normalizeSource = (s: string): string => {
  const t = s.trim();
  return t.length > 1 ? t.replace(/\/+$/, '') : t;
};

/**
 * Each redirect `source` is used once (`config/duplicate-redirect`), or repeated with the same
 * destination (`config/repeated-redirect`, a warning); trailing slashes do not make a source different.
 */
export function checkRedirects(context: RuleContext): Diagnostic[] {
  const redirects = context.config.redirects;
  if (!Array.isArray(redirects)) return [];
  const first = new Map<string, number>();
  const out: Diagnostic[] = [];
  redirects.forEach((r: unknown, i) => {
    if (!isRecord(r) || typeof r.source !== 'string') return;
    const key = normalizeSource(r.source);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, i);
      return;
    }
    const where = context.locate(`/redirects/${earlier}/source`);
    const place = `redirect ${earlier + 1}${where ? ` (${where.file}:${where.line})` : ''}`;
    const before: unknown = redirects[earlier];
    const same = isRecord(before) && before.destination === r.destination;
    out.push(
      configDiagnostic(
        same
          ? {
              code: 'config/repeated-redirect',
              message: `The redirect from "${r.source}" to "${String(r.destination)}" repeats ${place}.`,
              hint: 'Remove this one: the earlier redirect already sends readers there.',
              at: context.locate(`/redirects/${i}/source`),
            }
          : {
              code: 'config/duplicate-redirect',
              message: `The redirect source "${r.source}" is already used by ${place}.`,
              hint: 'Keep one redirect per source; remove this one or merge them.',
              at: context.locate(`/redirects/${i}/source`),
            },
      ),
    );
  });
  return out;
}
