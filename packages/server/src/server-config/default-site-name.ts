import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A name as a domain: lower case, words joined by `-` (`Acme Docs` → `acme-docs`). */
export function domainOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
  return slug || 'docs';
}

/** The `name` of one config file of a docs folder, if it has one. */
function configName(docsDir: string, file: string): string | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(docsDir, file), 'utf8')) as {
      name?: unknown;
    };
    return typeof parsed.name === 'string' && parsed.name.trim() ? parsed.name : undefined;
  } catch {
    return undefined;
  }
}

/** The `name` of a docs folder's docs.json (or, in a repository still on the older format, its mint.json). */
function docsJsonName(docsDir: string): string | undefined {
  return existsSync(join(docsDir, 'docs.json'))
    ? configName(docsDir, 'docs.json')
    : configName(docsDir, 'mint.json');
}

/**
 * The domain a site is served as when no config names it: its docs.json `name` (a built site's
 * `llms.txt` starts with it), as a domain; else its folder's name (the parent's for a `dist` folder).
 */
export function defaultSiteDomain(site: {
  readonly siteDir?: string;
  readonly docsDir?: string;
}): string {
  const fromDocs = site.docsDir ? docsJsonName(site.docsDir) : undefined;
  if (fromDocs) return domainOf(fromDocs);
  if (site.siteDir && existsSync(join(site.siteDir, 'llms.txt'))) {
    const first = /^#\s+(.+)$/m.exec(
      readFileSync(join(site.siteDir, 'llms.txt'), 'utf8').split('\n', 1)[0] ?? '',
    );
    if (first?.[1]) return domainOf(first[1]);
  }
  const dir = site.docsDir ?? site.siteDir ?? 'docs';
  return domainOf(basename(dir) === 'dist' ? basename(dirname(dir)) : basename(dir));
}
