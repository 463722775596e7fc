import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/** Writes files under an existing folder (a worker writing into the build's staging folder). */
export interface SiteWriter {
  write(path: string, contents: string | Uint8Array): Promise<void>;
}

/** Writes nothing: pages rendered to be checked (`quire validate`). */
export const discardingWriter: SiteWriter = { write: async () => undefined };

export function createSiteWriter(dir: string): SiteWriter {
  const root = resolve(dir);
  const made = new Set<string>([root]);
  return {
    async write(path, contents) {
      const file = resolve(root, path.replace(/^\/+/, ''));
      if (!file.startsWith(root + sep))
        throw new Error(`output path leaves the site folder: ${path}`);
      const parent = dirname(file);
      if (!made.has(parent)) {
        await mkdir(parent, { recursive: true });
        made.add(parent);
      }
      await writeFile(file, contents);
    },
  };
}
