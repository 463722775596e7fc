import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_BUNDLE_URL } from '@quire/client';
import { codeThemeCss, DEFAULT_CODE_THEMES, type CodeThemes } from '@quire/mdx';
import { THEME_NAMES, type SiteAssets } from '@quire/render';
import { clientChunksFor, mentionsMermaid } from './client-chunks.js';
import { collectClassNames, contentUtilityCss } from './content-utility-css.js';
import type { StagingDir } from './staging-dir.js';

const require = createRequire(import.meta.url);
const ASSETS = '_quire/assets';

const hashOf = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex').slice(0, 10);

/** The variants of the layout for every theme but mint (site.css), each scoped by `<html data-theme>`. */
async function themesCss(): Promise<string> {
  const sheets = THEME_NAMES.filter((t) => t !== 'mint').map((t) =>
    readFile(require.resolve(`@quire/render/styles/themes/${t}.css`), 'utf8'),
  );
  return (await Promise.all(sheets)).join('\n');
}

/** The stylesheets every page needs: layout (with the background decoration), themes, components, API reference, KaTeX (fonts rewritten to the copied ones). */
async function siteCss(): Promise<{ css: string; katexFonts: string }> {
  const layoutSheets = ['site.css', 'decoration.css', 'search.css'].map((name) =>
    readFile(require.resolve(`@quire/render/styles/${name}`), 'utf8'),
  );
  const layout = `${(await Promise.all(layoutSheets)).join('\n')}\n${await themesCss()}`;
  const components = await readFile(
    require.resolve('@quire/components/styles/components.css'),
    'utf8',
  );
  const api = await readFile(require.resolve('@quire/components/styles/api.css'), 'utf8');
  const katexCssPath = require.resolve('katex/dist/katex.min.css');
  const katex = (await readFile(katexCssPath, 'utf8')).replace(/url\(fonts\//g, 'url(katex-fonts/');
  return {
    css: `${layout}\n${components}\n${api}\n${katex}`,
    katexFonts: join(dirname(katexCssPath), 'fonts'),
  };
}

/** The repository's own `.css` and `.js` files, added to every page as the reference does. */
export function customAssets(files: readonly string[]): { css: string[]; js: string[] } {
  const own = files.filter((f) => !f.startsWith('snippets/') && !f.startsWith('_quire/'));
  return {
    css: own.filter((f) => f.endsWith('.css')).map((f) => `/${f}`),
    js: own.filter((f) => f.endsWith('.js')).map((f) => `/${f}`),
  };
}

export interface SiteAssetOptions {
  /** The code themes of docs.json (`codeThemesOfConfig`): the stylesheet holds their token colours. */
  readonly codeThemes?: CodeThemes;
  /** Copy every chunk of the client (the dev server, whose pages change), not only those the sources can use. */
  readonly allChunks?: boolean;
  /**
   * The spec files the site renders from (their descriptions are Markdown and may hold Mermaid
   * diagrams). Default: every `.json` and `.yaml` file of the repository, read whole.
   */
  readonly specFiles?: readonly string[];
}

const PAGE_SOURCE = /\.(mdx|md|jsx|tsx)$/i;
/** OpenAPI and AsyncAPI files, whose descriptions are markdown too. */
const SPEC_SOURCE = /\.(json|ya?ml)$/i;

/**
 * Writes the hashed stylesheet (with the colours of highlighted code for `codeThemes`) and client
 * runtime into the site and returns what pages link to.
 */
export async function writeSiteAssets(
  stage: StagingDir,
  files: readonly string[],
  root: string,
  options: SiteAssetOptions = {},
): Promise<SiteAssets> {
  const { css: base, katexFonts } = await siteCss();
  const read = (f: string) => readFile(join(root, f), 'utf8').catch(() => '');
  const sources = await Promise.all(files.filter((f) => PAGE_SOURCE.test(f)).map(read));
  const css = `${base}\n${await codeThemeCss(options.codeThemes ?? DEFAULT_CODE_THEMES)}${await contentUtilityCss(collectClassNames(sources))}`;
  const cssName = `${ASSETS}/quire.${hashOf(css)}.css`;
  await stage.write(cssName, css);
  for (const font of (await readdir(katexFonts)).filter((f) => f.endsWith('.woff2'))) {
    await stage.copy(`${ASSETS}/katex-fonts/${font}`, join(katexFonts, font));
  }
  const bundlePath = fileURLToPath(CLIENT_BUNDLE_URL);
  const client = await readFile(bundlePath);
  const jsName = `${ASSETS}/quire-client.${hashOf(client)}.js`;
  await stage.write(jsName, client);
  // Lazily loaded chunks (search, Mermaid) keep the hashed names the bundler gave them.
  const mermaid =
    options.allChunks === true ||
    sources.some(mentionsMermaid) ||
    (
      await Promise.all((options.specFiles ?? files.filter((f) => SPEC_SOURCE.test(f))).map(read))
    ).some(mentionsMermaid);
  for (const chunk of await clientChunksFor(dirname(bundlePath), 'quire-client.js', { mermaid })) {
    await stage.copy(`${ASSETS}/${chunk}`, join(dirname(bundlePath), chunk));
  }
  const own = customAssets(files);
  return { css: [`/${cssName}`, ...own.css], js: own.js, modules: [`/${jsName}`] };
}
