import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { isRecord } from './collect-navigation.js';
import type { RuleContext } from './rule-context.js';

/** Contextual options the reference documents that Quire does not offer, and why. */
const OPTIONS_NOT_SUPPORTED: Readonly<Record<string, string>> = {
  'download-pdf':
    'Quire does not render pages to PDF (the reference offers it on its Enterprise plan only); readers can print the page to PDF from the browser.',
};

function contextualProblems(context: RuleContext): Diagnostic[] {
  const contextual = context.config.contextual;
  const options =
    isRecord(contextual) && Array.isArray(contextual.options) ? contextual.options : [];
  return options.flatMap((option, i) => {
    const why = typeof option === 'string' ? OPTIONS_NOT_SUPPORTED[option] : undefined;
    return why
      ? [
          configDiagnostic({
            code: 'config/not-supported',
            message: `The contextual option "${option as string}" is left out of the menu: ${why}`,
            hint: `Remove "${option as string}" from contextual.options.`,
            at: context.locate(`/contextual/options/${i}`),
          }),
        ]
      : [];
  });
}

function integrationProblems(context: RuleContext): Diagnostic[] {
  const integrations = context.config.integrations;
  if (!isRecord(integrations)) return [];
  const out: Diagnostic[] = [];
  const cookies = integrations.cookies;
  if (isRecord(cookies) && (typeof cookies.key !== 'string' || cookies.key === ''))
    out.push(
      configDiagnostic({
        code: 'config/consent-without-key',
        message:
          'integrations.cookies names no local storage key, so the analytics and support tags do not wait for a stored consent value.',
        hint: 'Add "key" (and "value") as your cookie banner stores them in local storage, such as "cookies": { "key": "consent", "value": "granted" }.',
        at: context.locate('/integrations/cookies'),
      }),
    );
  return out;
}

/**
 * What the reference documents and Quire does not act on (`config/not-supported`): the contextual
 * option `download-pdf` (keys Quire ignores as a whole, such as `integrations.onetrust`, are in
 * `KEYS_NOT_ACTED_ON`); and a consent setting without a key (`config/consent-without-key`).
 */
export function checkNotSupported(context: RuleContext): Diagnostic[] {
  return [...contextualProblems(context), ...integrationProblems(context)];
}
