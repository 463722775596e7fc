import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import type { NavElement } from './collect-navigation.js';
import type { RuleContext } from './rule-context.js';

/** At most one entry of each `versions` or `languages` array sets `default: true` (`nav/duplicate-default`). */
export function checkDuplicateDefaults(context: RuleContext): Diagnostic[] {
  const firstDefault = new Map<string, NavElement>();
  const out: Diagnostic[] = [];
  for (const element of context.navigation.elements) {
    if (
      (element.kind !== 'version' && element.kind !== 'language') ||
      element.value.default !== true
    )
      continue;
    const array = element.pointer.slice(0, element.pointer.lastIndexOf('/'));
    const first = firstDefault.get(array);
    if (!first) {
      firstDefault.set(array, element);
      continue;
    }
    const name = (e: NavElement) => `${e.kind} "${String(e.value[e.kind])}"`;
    const where = context.locate(appendPointer(first.pointer, 'default'), 'key');
    out.push(
      configDiagnostic({
        code: 'nav/duplicate-default',
        message: `The ${name(element)} is marked default, but the ${name(first)}${where ? ` (line ${where.line})` : ''} already is.`,
        hint: `Keep \`"default": true\` on one ${element.kind} only; without any, the first ${element.kind} is the default.`,
        at: context.locate(appendPointer(element.pointer, 'default'), 'key'),
      }),
    );
  }
  return out;
}
