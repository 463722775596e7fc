import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { describeElement, type RuleContext } from './rule-context.js';

/** `expanded` only affects groups nested in a group (`nav/expanded-top-level`). */
export function checkExpanded(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const element of context.navigation.elements) {
    if (
      element.kind !== 'group' ||
      !('expanded' in element.value) ||
      element.parent?.kind === 'group'
    )
      continue;
    out.push(
      configDiagnostic({
        code: 'nav/expanded-top-level',
        message: `\`expanded\` has no effect on ${describeElement(element)}: top-level groups are always open.`,
        hint: 'Remove `expanded`, or nest the group inside another group if it should be collapsible.',
        at: context.locate(appendPointer(element.pointer, 'expanded'), 'key'),
      }),
    );
  }
  return out;
}
