import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { ELEMENT_NOUN, GLOBAL_LIST_KIND } from '../schema/navigation-elements.js';
import { isRecord } from './collect-navigation.js';
import type { RuleContext } from './rule-context.js';

/**
 * A `global` entry (on the root or on a division) without `href` (`nav/global-without-href`): a global
 * entry is a link shown on every page, so without a target there is nothing to show and it is left out.
 */
export function checkGlobalLinks(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const element of context.navigation.elements) {
    const global = element.value.global;
    if (!isRecord(global)) continue;
    for (const [listKey, kind] of Object.entries(GLOBAL_LIST_KIND)) {
      const list = global[listKey];
      if (!Array.isArray(list)) continue;
      list.forEach((entry: unknown, i) => {
        if (!isRecord(entry) || entry.href !== undefined) return;
        const label = typeof entry[kind] === 'string' ? ` "${entry[kind]}"` : '';
        const pointer = appendPointer(
          appendPointer(appendPointer(element.pointer, 'global'), listKey),
          String(i),
        );
        out.push(
          configDiagnostic({
            code: 'nav/global-without-href',
            message: `The global ${ELEMENT_NOUN[kind]}${label} has no \`href\`, so it is left out: a global entry is a link shown on every page, and this one links nowhere.`,
            hint: `Give it an \`href\` (a page path such as "/changelog", or a URL), or remove it from \`global.${listKey}\`.`,
            at: context.locate(pointer, 'value'),
          }),
        );
      });
    }
  }
  return out;
}
