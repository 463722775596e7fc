import {
  closestMatches,
  createDiagnostic,
  type Diagnostic,
  type Severity,
} from '@quire/diagnostics';
import { linksCodes } from './codes.js';
import { brokenLinkHint } from './broken-link-hint.js';
import { isImage } from './is-image.js';
import type { LinkRef } from './link-ref.js';
import type { LinkTargets } from './link-targets.js';
import { resolveLink } from './resolve-link.js';

/** The links of one file and the URLs they are read at. */
export interface LinkSource {
  /** Root-relative path of the page or snippet. */
  readonly file: string;
  /** The page's URL(s); for a snippet, the URLs of the pages that use it (the snippet's own path when none do). */
  readonly urls: readonly string[];
  readonly links: readonly LinkRef[];
}

export interface CheckLinksInput {
  readonly sources: readonly LinkSource[];
  readonly targets: LinkTargets;
  /** The ids of pages, by URL: fragments are checked against the pages listed here (`--check-anchors`). */
  readonly anchors?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Default: the codes' own (error); the build passes `warning`. */
  readonly severity?: Severity;
}

type Outcome = { readonly ok: true } | { readonly ok: false; readonly diagnostic: Diagnostic };

/** Checks every link of every source against the site's targets (and fragments against `anchors`). */
export function checkLinks(input: CheckLinksInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const source of input.sources) {
    for (const link of source.links) {
      for (const base of source.urls) {
        const outcome = checkLink(input, source.file, base, link);
        if (!outcome.ok) {
          out.push(outcome.diagnostic);
          break;
        }
      }
    }
  }
  return out;
}

function at(file: string, link: LinkRef) {
  return {
    file,
    line: link.line,
    column: link.column,
    ...(link.endColumn ? { endLine: link.line, endColumn: link.endColumn } : {}),
  };
}

function checkLink(input: CheckLinksInput, file: string, base: string, link: LinkRef): Outcome {
  if (/^file:/i.test(link.url.trim())) return fileUrl(input, file, link);
  const resolved = resolveLink(link.url, base);
  if (resolved.kind === 'external') return { ok: true };
  if (resolved.kind === 'same-page')
    return checkFragment(input, file, link, base, resolved.fragment);
  const match = input.targets.find(resolved.path);
  if (match?.kind === 'route')
    return resolved.fragment === undefined
      ? { ok: true }
      : checkFragment(input, file, link, match.url, resolved.fragment);
  if (match) return { ok: true };
  const image = isImage(link);
  const via = resolved.relative ? ` (relative to ${base})` : '';
  const nothing = image ? 'no file' : 'no page, file or redirect';
  const diagnostic = createDiagnostic(
    {
      code: 'links/broken-link',
      message: `The ${image ? 'image' : 'link'} "${link.url}" points to ${resolved.path}${via}, where the site has ${nothing}.`,
      hint: brokenLinkHint({ link, path: resolved.path, base, file, targets: input.targets }),
      at: at(file, link),
    },
    input.severity ?? linksCodes['links/broken-link'].severity,
  );
  return { ok: false, diagnostic };
}

/** A `file:` URL: a file of the author's machine, which no reader can open. */
function fileUrl(input: CheckLinksInput, file: string, link: LinkRef): Outcome {
  const image = isImage(link);
  const diagnostic = createDiagnostic(
    {
      code: 'links/file-url',
      message: `The ${image ? 'image' : 'link'} "${link.url}" is a file on the machine the page was written on; readers cannot open it.`,
      hint: `Copy the file into the docs folder and ${image ? 'show' : 'link to'} it from the site root (such as /images/${link.url.split('/').pop() || 'file'}).`,
      at: at(file, link),
    },
    input.severity ?? linksCodes['links/file-url'].severity,
  );
  return { ok: false, diagnostic };
}

function checkFragment(
  input: CheckLinksInput,
  file: string,
  link: LinkRef,
  url: string,
  fragment: string,
): Outcome {
  const ids = input.anchors?.get(url);
  if (!ids || fragment === '' || ids.has(fragment)) return { ok: true };
  const close = closestMatches(fragment, ids, 2);
  const diagnostic = createDiagnostic(
    {
      code: 'links/broken-anchor',
      message: `The link "${link.url}" names the fragment #${fragment}, but ${url} has no element with that id.`,
      hint:
        close.length > 0
          ? `Did you mean ${close.map((c) => `#${c}`).join(' or ')}?`
          : 'Link to one of the page\'s heading ids (lowercase, dashes for spaces: "## Set up" is #set-up), or give the target an id.',
      at: at(file, link),
    },
    input.severity ?? linksCodes['links/broken-anchor'].severity,
  );
  return { ok: false, diagnostic };
}
