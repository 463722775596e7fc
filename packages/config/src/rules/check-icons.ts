import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { isRecord } from './collect-navigation.js';
import { describeValue } from '../schema/describe-pointer.js';
import type { RuleContext } from './rule-context.js';
import { walkProperties } from './walk-properties.js';

const PREFIXED = /^fa-/i;
const STYLE = /^fa-(solid|regular|light|thin|duotone|brands|sharp-[a-z-]+)\s+/i;

/** Icon names are written without Font Awesome's `fa-` prefix (`config/icon-prefix`). */
export function checkIcons(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const check = (name: unknown, pointer: string): void => {
    if (typeof name !== 'string' || !PREFIXED.test(name)) return;
    const style = STYLE.exec(name)?.[1];
    const bare = name.replace(STYLE, '').replace(PREFIXED, '');
    out.push(
      configDiagnostic({
        code: 'config/icon-prefix',
        message: `${describeValue(context.config, pointer)} is "${name}", which starts with \`fa-\`; icon names are written without it.`,
        hint: style
          ? `Write { "name": "${bare}", "style": "${style.toLowerCase()}" }.`
          : `Write "${bare}".`,
        at: context.locate(pointer),
      }),
    );
  };
  walkProperties(context.config, (key, value, pointer) => {
    if (key !== 'icon') return;
    if (isRecord(value)) check(value.name, appendPointer(pointer, 'name'));
    else check(value, pointer);
  });
  return out;
}
