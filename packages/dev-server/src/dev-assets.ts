import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectClassNames, customAssets, writeSiteAssets, type CodeThemes } from '@quire/build';
import type { SiteAssets } from '@quire/render';
import { createMemoryStage, type MemoryStage } from './memory-stage.js';

/** The site's stylesheet and client runtime, written into memory under the build's hashed names. */
export interface DevAssets {
  readonly stage: MemoryStage;
  /** What pages link to for a file list (the repository's own CSS and JS added as the build adds them). */
  assetsFor(files: readonly string[]): SiteAssets;
  /**
   * Follows changed sources: the stylesheet carries the utility classes pages use and the colours of
   * the code themes, so when the set of classes or the themes change it is written again (under a
   * new hashed name). Tells whether it changed.
   */
  update(
    files: readonly string[],
    changed: readonly string[],
    codeThemes: CodeThemes,
  ): Promise<boolean>;
}

const SOURCE = /\.(mdx|md|jsx|tsx)$/i;

async function readClasses(root: string, file: string): Promise<string[]> {
  const text = await readFile(join(root, file), 'utf8').catch(() => '');
  return [...collectClassNames([text])];
}

export async function createDevAssets(
  root: string,
  initialFiles: readonly string[],
  initialThemes: CodeThemes,
): Promise<DevAssets> {
  const stage = createMemoryStage();
  const classes = new Map<string, string[]>();
  const sources = initialFiles.filter((f) => SOURCE.test(f));
  await Promise.all(sources.map(async (f) => classes.set(f, await readClasses(root, f))));
  let themes = initialThemes;
  const signature = () =>
    `${themes.light} ${themes.dark}\n${[...new Set([...classes.values()].flat())].sort().join(' ')}`;
  let known = signature();
  let base: SiteAssets = { css: [], js: [], modules: [] };
  const write = async (files: readonly string[]) => {
    const written = await writeSiteAssets(stage, files, root, {
      codeThemes: themes,
      allChunks: true,
    });
    const own = customAssets(files);
    base = {
      css: written.css.filter((c) => !own.css.includes(c)),
      js: written.js.filter((j) => !own.js.includes(j)),
      modules: written.modules,
    };
  };
  await write(initialFiles);
  return {
    stage,
    assetsFor(files) {
      const own = customAssets(files);
      return { css: [...base.css, ...own.css], js: [...base.js, ...own.js], modules: base.modules };
    },
    async update(files, changed, codeThemes) {
      themes = codeThemes;
      const present = new Set(files);
      for (const file of changed.filter((f) => SOURCE.test(f))) {
        if (present.has(file)) classes.set(file, await readClasses(root, file));
        else classes.delete(file);
      }
      const now = signature();
      if (now === known) return false;
      known = now;
      await write(files);
      return true;
    },
  };
}
