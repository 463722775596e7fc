import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { KEYS_NOT_ACTED_ON } from './keys-not-acted-on.js';
import type { RuleContext } from './rule-context.js';
import { walkProperties } from './walk-properties.js';

/** `config/not-supported` at each key of `KEYS_NOT_ACTED_ON` that the docs.json sets. */
export function checkKeysNotActedOn(context: RuleContext): Diagnostic[] {
  const found: Diagnostic[] = [];
  walkProperties(context.config, (key, value, pointer) => {
    const entry = KEYS_NOT_ACTED_ON.find((e) => e.at.test(pointer));
    if (!entry || (entry.applies && !entry.applies(value))) return;
    found.push(
      configDiagnostic({
        code: 'config/not-supported',
        message: `\`${key}\` has no effect: ${entry.reason}`,
        hint: `Remove \`${key}\`, or keep it for the reference platform (see the decisions page).`,
        at: context.locate(pointer),
      }),
    );
  });
  return found;
}
