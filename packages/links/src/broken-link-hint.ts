import { closestMatches } from '@quire/diagnostics';
import { isImage } from './is-image.js';
import type { LinkRef } from './link-ref.js';
import type { LinkTargets } from './link-targets.js';
import { resolveLink } from './resolve-link.js';

export interface HintInput {
  readonly link: LinkRef;
  /** The decoded path the link resolved to. */
  readonly path: string;
  /** The URL it was resolved against. */
  readonly base: string;
  readonly file: string;
  readonly targets: LinkTargets;
}

const found = (targets: LinkTargets, path: string) => targets.find(path) !== undefined;
const stripExtension = (path: string) => path.replace(/\.mdx?$/i, '');

function relativeHint(input: HintInput): string | undefined {
  const { link, targets } = input;
  const fromRoot = resolveLink(`/${link.url.trim().replace(/^(\.\/)+/, '')}`, '/');
  if (fromRoot.kind === 'path' && found(targets, stripExtension(fromRoot.path))) {
    return `Relative links resolve against the page's URL (${input.base}); to link to ${stripExtension(fromRoot.path)}, start the link with "/".`;
  }
  const fromFile = resolveLink(link.url, `/${input.file}`);
  if (fromFile.kind === 'path' && found(targets, stripExtension(fromFile.path))) {
    return `Relative links resolve against the page's URL (${input.base}), not its file; link to ${stripExtension(fromFile.path)}.`;
  }
  return undefined;
}

/** A folder of pages without a page of its own: name one of the pages inside. */
function folderHint(input: HintInput): string | undefined {
  const folder = input.path.replace(/\/+$/, '');
  if (folder === '') return undefined;
  const inside = input.targets.routeUrls.filter((u) => u.startsWith(`${folder}/`));
  if (inside.length === 0) return undefined;
  return `There is no page at ${folder} itself, only pages under it (${inside.slice(0, 2).join(', ')}${inside.length > 2 ? ', …' : ''}): link to one of them, or add ${folder.slice(1)}/index.mdx.`;
}

/** What to do about a broken link: the likely intended target when there is one, else the general fix. */
export function brokenLinkHint(input: HintInput): string {
  const { link, path, targets } = input;
  if (stripExtension(path) !== path && found(targets, stripExtension(path))) {
    return `Pages are served without their file extension: link to ${stripExtension(path)}.`;
  }
  const relative = link.url.trim().startsWith('/') ? undefined : relativeHint(input);
  if (relative) return relative;
  const folder = folderHint(input);
  if (folder) return folder;
  const candidates = (
    isImage(link) ? targets.filePaths : [...targets.routeUrls, ...targets.filePaths]
  ).filter((c) => c.length > 1 && !path.startsWith(`${c}/`));
  const close = closestMatches(path, candidates, 2);
  if (close.length > 0) return `Did you mean ${close.join(' or ')}?`;
  return isImage(link)
    ? 'Add the file, or fix the path: "/" starts at the docs root (where docs.json is).'
    : `Fix the path, add the page or file, or add a redirect from ${path} in docs.json "redirects".`;
}
