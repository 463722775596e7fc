import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A chunk's references to its neighbours (`from "./x.js"`, `import("./x.js")`). */
const CHUNK_REF = /["']\.\/([\w.-]+\.js)["']/g;

/** Whether a site's sources may draw a Mermaid diagram (a `mermaid` fence, the component, or the word in a spec's markdown). */
export const mentionsMermaid = (text: string) => /mermaid/i.test(text);

/**
 * The lazily loaded chunks of the client bundle a site needs: everything the runtime reaches,
 * except Mermaid (about 4 MB: the renderer, its diagrams and its KaTeX) when no page can draw a
 * diagram. The runtime imports Mermaid only when a page holds one, so the files are never asked for.
 */
export async function clientChunksFor(
  bundleDir: string,
  entry: string,
  options: { readonly mermaid: boolean },
): Promise<string[]> {
  const names = (await readdir(bundleDir)).filter((f) => f.endsWith('.js'));
  const refs = new Map<string, string[]>();
  await Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(bundleDir, name), 'utf8');
      refs.set(
        name,
        [...text.matchAll(CHUNK_REF)].map((m) => m[1]!).filter((r) => r !== name),
      );
    }),
  );
  const needed = new Set<string>();
  const visit = (name: string) => {
    if (needed.has(name) || !refs.has(name)) return;
    if (!options.mermaid && name.startsWith('mermaid')) return;
    needed.add(name);
    for (const ref of refs.get(name) ?? []) visit(ref);
  };
  visit(entry);
  needed.delete(entry);
  return names.filter((n) => needed.has(n));
}
