import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSiteModel, type LoadSiteModelOptions } from '@quire/navigation';

export const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

/** What a fixture's expected.json holds: the diagnostics (without wording) and the whole model as JSON. */
export async function fixtureSnapshot(
  name: string,
  options: LoadSiteModelOptions = {},
): Promise<unknown> {
  const loaded = await loadSiteModel(`${FIXTURES}${name}`, options);
  const diagnostics = loaded.diagnostics.map((d) => ({
    code: d.code,
    severity: d.severity,
    file: d.file,
    line: d.line,
    column: d.column,
  }));
  return JSON.parse(JSON.stringify({ diagnostics, model: loaded.model })) as unknown;
}

/** The expected snapshot of a fixture; with UPDATE_FIXTURES=1 it is first rewritten from `actual`. */
export function expectedSnapshot(name: string, actual: unknown): unknown {
  const file = `${FIXTURES}${name}/expected.json`;
  if (process.env.UPDATE_FIXTURES === '1' || !existsSync(file)) {
    if (process.env.UPDATE_FIXTURES !== '1')
      throw new Error(`${name} has no expected.json: run with UPDATE_FIXTURES=1 and review it`);
    writeFileSync(file, JSON.stringify(actual, null, 2) + '\n');
  }
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}
