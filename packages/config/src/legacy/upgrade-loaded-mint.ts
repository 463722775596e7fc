import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import {
  createConfigSources,
  type ConfigSources,
  type SourceSpan,
} from '../json/config-sources.js';
import { MintValue } from './mint-value.js';
import { createUpgradeContext } from './upgrade-context.js';
import { upgradeMintConfig } from './upgrade-mint-config.js';
import { materialize } from './upgraded-value.js';

export interface UpgradedMint {
  /** The docs.json value mint.json upgrades to. */
  readonly value: unknown;
  /** Positions of the docs.json value, by its JSON Pointers, in mint.json. */
  readonly sources: ConfigSources;
  /** One `config/legacy-setting-dropped` warning per setting the upgrade could not carry over, at its place. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Upgrades the resolved mint.json `value` (with its `spans` by JSON Pointer) to docs.json: the
 * value, positions that map every part of it back into mint.json, and what was left out.
 */
export function upgradeLoadedMint(
  value: unknown,
  spans: ReadonlyMap<string, SourceSpan>,
  texts: ReadonlyMap<string, string>,
): UpgradedMint {
  const ctx = createUpgradeContext();
  const upgraded = materialize(upgradeMintConfig(new MintValue(value, ''), ctx), spans);
  const mintSources = createConfigSources(spans, texts);
  const diagnostics = ctx.dropped.map((d) =>
    configDiagnostic({
      code: 'config/legacy-setting-dropped',
      message: `"${d.name}" is not carried over to docs.json: ${d.reason}`,
      hint: 'Remove it from mint.json, or set its docs.json equivalent once the site is on docs.json (quire upgrade).',
      at: mintSources.locate(d.pointer, 'key'),
    }),
  );
  return {
    value: upgraded.value,
    sources: createConfigSources(upgraded.spans, texts),
    diagnostics,
  };
}
