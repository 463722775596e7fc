import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { CHILD_KEYS, childKeysOf } from './collect-navigation.js';
import { describeElement, listKeys, type RuleContext } from './rule-context.js';

/** Each navigation element below the root holds one kind of child per level (`nav/mixed-children`). */
export function checkMixedChildren(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const element of context.navigation.elements) {
    if (element.kind === 'root' || element.kind === 'group') continue;
    const kinds = childKeysOf(element.value);
    if (kinds.length < 2) continue;
    const kept = CHILD_KEYS.find((k) => kinds.includes(k)) ?? kinds[0];
    const dropped = kinds.filter((k) => k !== kept);
    const name = describeElement(element);
    out.push(
      configDiagnostic({
        code: 'nav/mixed-children',
        message: `${name[0]?.toUpperCase()}${name.slice(1)} has both ${listKeys(kinds)}; an element holds one kind of child per level.`,
        hint:
          kinds.includes('pages') && kinds.includes('groups')
            ? 'Move the pages into a group of their own. The reference platform keeps `groups` and silently drops `pages`.'
            : `Nest one kind inside the other, or split the element. The reference platform keeps \`${kept}\` and silently drops ${listKeys(dropped)}.`,
        at: context.locate(appendPointer(element.pointer, kinds[1] ?? ''), 'key'),
      }),
    );
  }
  return out;
}
