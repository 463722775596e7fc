import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSiteModel, type LoadedSiteModel } from '@quire/navigation';

export const CORPORA = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));

/** The corpora (each folder with a docs.json); read-only inputs. */
export const CORPUS_NAMES = existsSync(CORPORA)
  ? readdirSync(CORPORA)
      .filter((n) => existsSync(`${CORPORA}${n}/docs.json`))
      .sort()
  : [];

const loaded = new Map<string, Promise<LoadedSiteModel>>();

/** The site model of a corpus, loaded once per test file (offline: remote specs are unavailable). */
export function corpusModel(name: string): Promise<LoadedSiteModel> {
  let model = loaded.get(name);
  if (!model) loaded.set(name, (model = loadSiteModel(`${CORPORA}${name}`)));
  return model;
}

/** One entry of `_expected/<name>.nav.json`: the navigation the reference platform computes. */
export interface ExpectedEntry {
  readonly href: string;
  readonly title: string | number;
  readonly api?: string;
  readonly url?: string;
  readonly where: string;
}

export function expectedNavigation(name: string): ExpectedEntry[] | undefined {
  const file = `${CORPORA}_expected/${name}.nav.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExpectedEntry[]) : undefined;
}

/** The reference writes `/index` and `/x/index` where Quire's URLs are `/` and `/x`. */
export function quireUrl(href: string): string {
  if (href === '/index') return '/';
  return href.endsWith('/index') ? href.slice(0, -'/index'.length) : href;
}
