import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { describeElement, type RuleContext } from './rule-context.js';

const FILLS_A_GROUP = ['openapi', 'asyncapi', 'root'];

/** A group that lists no pages and generates none is shown as an empty heading, or not at all (`nav/empty-group`). */
export function checkEmptyGroups(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const element of context.navigation.elements) {
    if (element.kind !== 'group' || FILLS_A_GROUP.some((key) => element.value[key] !== undefined))
      continue;
    const pages = element.value.pages;
    if (Array.isArray(pages) ? pages.length > 0 : pages !== undefined) continue;
    out.push(
      configDiagnostic({
        code: 'nav/empty-group',
        message: `${describeElement(element)[0]?.toUpperCase() ?? ''}${describeElement(element).slice(1)} has no pages.`,
        hint: 'List its pages in `pages` (or give it an `openapi` spec to generate them), or remove the group.',
        at: context.locate(
          Array.isArray(pages) ? appendPointer(element.pointer, 'pages') : element.pointer,
          Array.isArray(pages) ? 'key' : 'value',
        ),
      }),
    );
  }
  return out;
}
