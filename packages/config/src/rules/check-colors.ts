import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { isRecord } from './collect-navigation.js';
import { describeValue } from '../schema/describe-pointer.js';
import type { RuleContext } from './rule-context.js';
import { walkProperties } from './walk-properties.js';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function colorHint(value: string): string {
  const v = value.trim();
  if (/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v)) return `Add the leading #: "#${v}".`;
  if (/^#[0-9a-fA-F]{8}$/.test(v))
    return `Transparency is not supported; write "${v.slice(0, 7)}".`;
  if (v !== value && HEX.test(v)) return `Remove the spaces: "${v}".`;
  return 'Write a hex color with a leading # and 3 or 6 hex digits, such as "#0D9373".';
}

/** Colors are hex strings (`config/invalid-color`): `colors.*` and every `color` (a string or `{light, dark}`). */
export function checkColors(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const check = (value: unknown, pointer: string): void => {
    if (typeof value !== 'string' || HEX.test(value)) return;
    out.push(
      configDiagnostic({
        code: 'config/invalid-color',
        message: `${describeValue(context.config, pointer)} is not a hex color: found "${value}", expected a # and 3 or 6 hex digits.`,
        hint: colorHint(value),
        at: context.locate(pointer),
      }),
    );
  };
  const colors = context.config.colors;
  if (isRecord(colors)) {
    for (const key of ['primary', 'light', 'dark'])
      check(colors[key], appendPointer('/colors', key));
  }
  walkProperties(context.config, (key, value, pointer) => {
    if (key !== 'color') return;
    if (isRecord(value)) {
      for (const mode of ['light', 'dark']) check(value[mode], appendPointer(pointer, mode));
    } else {
      check(value, pointer);
    }
  });
  return out;
}
