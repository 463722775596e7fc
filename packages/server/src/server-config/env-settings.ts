import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';

/** The process environment, as the command that starts the service passes it. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A variable's value, trimmed; undefined when it is unset or empty. */
export const envValue = (env: Env, name: string): string | undefined =>
  env[name]?.trim() || undefined;

export interface NumberRule {
  readonly integer: boolean;
  /** Smallest allowed value; `exclusive` makes it a bound the value must be above. */
  readonly min: number;
  readonly exclusive?: boolean;
  readonly max: number;
  /** What the number counts, for the message (`seconds`, `jobs`). */
  readonly unit: string;
}

/** The number a variable holds: undefined when it is unset; a `server/config-env` problem (and undefined) when it is not one the rule allows. */
export function envNumber(
  env: Env,
  name: string,
  rule: NumberRule,
  problems: Diagnostic[],
): number | undefined {
  const text = envValue(env, name);
  if (text === undefined) return undefined;
  const n = Number(text);
  const low = rule.exclusive ? n > rule.min : n >= rule.min;
  if (Number.isFinite(n) && low && n <= rule.max && (!rule.integer || Number.isInteger(n)))
    return n;
  const kind = rule.integer ? 'a whole number' : 'a number';
  const range = rule.exclusive ? `above ${rule.min}` : `from ${rule.min}`;
  problems.push(
    createDiagnostic({
      code: 'server/config-env',
      message: `${name} is "${text}"; expected ${kind} of ${rule.unit} ${range} to ${rule.max}`,
      hint: `Fix ${name} in the environment of the server, or unset it for the config file's value or the default.`,
    }),
  );
  return undefined;
}

/** A variable that must be an http(s) URL: undefined when unset; a `server/config-env` problem when it is not one. */
export function envUrl(env: Env, name: string, problems: Diagnostic[]): string | undefined {
  const text = envValue(env, name);
  if (text === undefined) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text;
  } catch {
    // reported below
  }
  problems.push(
    createDiagnostic({
      code: 'server/config-env',
      message: `${name} is "${text}"; expected an http or https URL, such as http://127.0.0.1:11434/v1`,
      hint: `Set ${name} to the model server's OpenAI-compatible API (its base URL or its /chat/completions URL), or unset it.`,
    }),
  );
  return undefined;
}
