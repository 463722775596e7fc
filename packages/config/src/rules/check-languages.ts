import { closestMatches, type Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { LANGUAGE_CODES } from './languages.js';
import { describeValue } from '../schema/describe-pointer.js';
import type { RuleContext } from './rule-context.js';

/** Every `language` entry uses a supported code (`nav/invalid-language`). */
export function checkLanguages(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const element of context.navigation.elements) {
    const code = element.value.language;
    if (element.kind !== 'language' || typeof code !== 'string' || LANGUAGE_CODES.includes(code))
      continue;
    const sameLetters = LANGUAGE_CODES.filter(
      (c) => c.toLowerCase() === code.toLowerCase().replace('_', '-'),
    );
    const close = sameLetters.length > 0 ? sameLetters : closestMatches(code, LANGUAGE_CODES, 3);
    out.push(
      configDiagnostic({
        code: 'nav/invalid-language',
        message: `${describeValue(context.config, appendPointer(element.pointer, 'language'))} is "${code}", which is not a supported language code.`,
        hint:
          close.length > 0
            ? `Did you mean ${close.map((c) => `"${c}"`).join(' or ')}? The supported codes are listed in the diagnostics reference.`
            : `Use one of: ${LANGUAGE_CODES.join(', ')}.`,
        at: context.locate(appendPointer(element.pointer, 'language')),
      }),
    );
  }
  return out;
}
