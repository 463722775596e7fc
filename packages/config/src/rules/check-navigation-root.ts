import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { CHILD_KEYS, childKeysOf } from './collect-navigation.js';
import { listKeys, type RuleContext } from './rule-context.js';

const ROOT_KINDS = CHILD_KEYS.filter((k) => k !== 'menu');

/**
 * The navigation root holds exactly one organising element (`nav/empty-root`,
 * `nav/multiple-root-kinds`); `openapi` on it has no effect (`nav/openapi-on-root`).
 */
export function checkNavigationRoot(context: RuleContext): Diagnostic[] {
  const root = context.navigation.elements[0];
  if (!root || root.kind !== 'root') return [];
  const out: Diagnostic[] = [];
  const kinds = childKeysOf(root.value).filter((k) => k !== 'menu');
  if (kinds.length === 0) {
    out.push(
      configDiagnostic({
        code: 'nav/empty-root',
        message: `The navigation has none of ${listKeys(ROOT_KINDS).replace(/ and /, ' or ')}.`,
        hint: 'Add one organising element, for example "groups": [{ "group": "Get started", "pages": ["index"] }].',
        at: context.locate(root.pointer, 'key'),
      }),
    );
  } else if (kinds.length > 1) {
    const kept = ROOT_KINDS.find((k) => kinds.includes(k)) ?? kinds[0];
    const dropped = kinds.filter((k) => k !== kept);
    out.push(
      configDiagnostic({
        code: 'nav/multiple-root-kinds',
        message: `The navigation root has ${listKeys(kinds)}; it must hold exactly one organising element.`,
        hint: `Nest the others inside one kind (for example groups inside a tab). The reference platform keeps \`${kept}\` and silently drops ${listKeys(dropped)}.`,
        at: context.locate(appendPointer(root.pointer, kinds[1] ?? ''), 'key'),
      }),
    );
  }
  if ('openapi' in root.value) {
    out.push(
      configDiagnostic({
        code: 'nav/openapi-on-root',
        message: '`openapi` on the navigation root has no effect.',
        hint: 'Move it to `api.openapi` at the top level of docs.json, or onto a tab, anchor, group or other navigation element.',
        at: context.locate(appendPointer(root.pointer, 'openapi'), 'key'),
      }),
    );
  }
  return out;
}
