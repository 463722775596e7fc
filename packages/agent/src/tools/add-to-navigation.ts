import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ok, refuse, type ToolResult } from './tool.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object of the navigation with a `group` name and a `pages` array, in document order. */
function groupsOf(
  node: Json,
  out: { group: string; pages: Json[] }[] = [],
): { group: string; pages: Json[] }[] {
  if (Array.isArray(node)) for (const child of node) groupsOf(child, out);
  else if (node !== null && typeof node === 'object') {
    if (typeof node.group === 'string' && Array.isArray(node.pages))
      out.push({ group: node.group, pages: node.pages });
    for (const value of Object.values(node)) groupsOf(value, out);
  }
  return out;
}

/** Adds a page (its path without extension) to the first navigation group of that name in docs.json. */
export async function addToNavigation(
  docsRoot: string,
  page: unknown,
  group: unknown,
): Promise<ToolResult> {
  if (typeof page !== 'string' || page.trim() === '' || typeof group !== 'string')
    return refuse(
      'page and group must be strings, such as {"page": "guides/timeout", "group": "Guides"}.',
    );
  const path = page.replace(/\.(mdx|md)$/i, '').replace(/^\/+/, '');
  if (path.split('/').includes('..'))
    return refuse(`"${page}" contains "..": pages are paths inside the docs root.`);
  const file = join(docsRoot, 'docs.json');
  let config: Json;
  try {
    config = JSON.parse(await readFile(file, 'utf8')) as Json;
  } catch (error) {
    return refuse(
      `docs.json could not be read as JSON (${(error as Error).message}); fix it with edit_file first.`,
    );
  }
  const groups = groupsOf(
    config !== null && typeof config === 'object' && !Array.isArray(config)
      ? (config.navigation ?? null)
      : null,
  );
  const target = groups.find((g) => g.group === group);
  if (!target)
    return refuse(
      `docs.json has no navigation group "${group}"; its groups are: ${groups.map((g) => JSON.stringify(g.group)).join(', ') || 'none'}.`,
    );
  if (target.pages.includes(path)) return ok(`"${path}" is already in the group "${group}".`);
  target.pages.push(path);
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  return ok(`added "${path}" to the group "${group}" in docs.json`);
}
