import { createDiagnostic, type Diagnostic, type Location } from '@quire/diagnostics';
import { configCodes, type ConfigCode } from './codes.js';

export interface ConfigDiagnosticInit {
  readonly code: ConfigCode;
  readonly message: string;
  readonly hint?: string;
  readonly at?: Location | undefined;
}

/** A diagnostic of one of the config package's codes, with the severity the code is registered with. */
export function configDiagnostic(init: ConfigDiagnosticInit): Diagnostic {
  return createDiagnostic(init, configCodes[init.code].severity);
}
