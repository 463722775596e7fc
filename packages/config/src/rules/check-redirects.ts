import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { isRecord } from './collect-navigation.js';
import type { RuleContext } from './rule-context.js';

const normalizeSource = (s: string): string => {
  const t = s.trim();
  return t.length > 1 ? t.replace(/\/+$/, '') : t;
};

/** Each redirect `source` is used once (`config/duplicate-redirect`); trailing slashes do not make a source different. */
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
    out.push(configDiagnostic({
      code: 'config/duplicate-redirect',
      message: `The redirect source "${r.source}" is already used by redirect ${earlier + 1}${where ? ` (${where.file}:${where.line})` : ''}.`,
      hint: 'Keep one redirect per source; remove this one or merge them.',
      at: context.locate(`/redirects/${i}/source`),
    }));
  });
  return out;
}
