import type { ReadRefusal } from '../files/read-text-file.js';
import { posix } from 'node:path';
import { closestMatches, type Diagnostic, type Location } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { appendPointer } from '../json/json-pointer.js';
import { isRecord } from './collect-navigation.js';
import { pageUrl, redirectDestination } from './match-redirect.js';
import type { RuleContext } from './rule-context.js';

const PAGE_FILE = /\.mdx?$/;

/** A page path as the reference platform reads it: resolved against `/`, without the leading slash. */
export function normalizePagePath(path: string): string {
  return posix.normalize(`/${path.trim()}`).replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The page file a normalised path names, if one exists: `<path>.mdx`, `<path>.md`, then `<path>/index.mdx|md`. */
export function findPageFile(path: string, files: ReadonlySet<string>): string | undefined {
  const candidates =
    path === ''
      ? ['index.mdx', 'index.md']
      : [`${path}.mdx`, `${path}.md`, `${path}/index.mdx`, `${path}/index.md`];
  return candidates.find((c) => files.has(c));
}

interface Reference {
  readonly written: string;
  readonly path: string;
  readonly what: string;
  readonly at: Location | undefined;
}

/** Every page in `pages` arrays and every group `root` names an existing page file (`nav/missing-page`, `nav/missing-page-redirected`). */
export function checkPageReferences(context: RuleContext): Diagnostic[] {
  const refs = context.navigation.pages.map((p) => ({
    written: p.path,
    pointer: p.pointer,
    what: 'page',
  }));
  for (const element of context.navigation.elements) {
    const root = element.value.root;
    if (element.kind === 'group' && typeof root === 'string') {
      refs.push({
        written: root,
        pointer: appendPointer(element.pointer, 'root'),
        what: 'group root page',
      });
    }
  }
  const out: Diagnostic[] = [];
  let pagePaths: string[] | undefined;
  for (const r of refs) {
    const path = normalizePagePath(r.written);
    if (path === '') out.push(namesRoot(r.written, r.what, context.locate(r.pointer)));
    if (findPageFile(path, context.files)) continue;
    const ref: Reference = {
      written: r.written,
      path,
      what: r.what,
      at: context.locate(r.pointer),
    };
    const redirected = redirectedDiagnostic(ref, context);
    if (redirected) {
      out.push(redirected);
      continue;
    }
    pagePaths ??= [...context.files]
      .filter((f) => PAGE_FILE.test(f))
      .map((f) => f.replace(PAGE_FILE, ''));
    const refused = unreadablePage(path || 'index', context);
    if (refused) {
      out.push(
        configDiagnostic({
          code: 'nav/missing-page',
          message: `The ${ref.what} "${ref.written}" cannot be published: ${refused.file} was not read, because ${refused.why.refused}.`,
          hint: refused.why.fix,
          at: ref.at,
        }),
      );
      continue;
    }
    out.push(
      configDiagnostic({
        code: 'nav/missing-page',
        message: `The ${ref.what} "${ref.written}" does not exist: there is no ${path || 'index'}.mdx or ${path || 'index'}.md in the docs root.`,
        hint: missingPageHint(ref, pagePaths, context),
        at: ref.at,
      }),
    );
  }
  return out;
}

/** A page path that normalises to the docs root itself (`./`, `.`, `/`): read as the home page, said so. */
function namesRoot(written: string, what: string, at: Location | undefined): Diagnostic {
  return configDiagnostic({
    code: 'nav/page-names-root',
    message: `The ${what} "${written}" names the docs root itself, not a page; it is read as the home page (index).`,
    hint: 'Write "index" to list the home page, or the path of the page you meant.',
    at,
  });
}

/** The page file at `path` that is there but never read (a named pipe, a device), with why. */
function unreadablePage(
  path: string,
  context: RuleContext,
): { file: string; why: ReadRefusal } | undefined {
  for (const file of [`${path}.mdx`, `${path}.md`]) {
    const why = context.unreadable?.get(file);
    if (why) return { file, why };
  }
  return undefined;
}

/** `nav/missing-page-redirected` when a redirect covers the missing page's URL. */
function redirectedDiagnostic(ref: Reference, context: RuleContext): Diagnostic | undefined {
  const redirects = Array.isArray(context.config.redirects) ? context.config.redirects : [];
  for (const [i, r] of redirects.entries()) {
    if (!isRecord(r) || typeof r.source !== 'string') continue;
    const destination = typeof r.destination === 'string' ? r.destination : '';
    const target = redirectDestination(r.source, destination, pageUrl(ref.path));
    if (target === undefined) continue;
    const where = context.locate(`/redirects/${i}/source`);
    const place = where ? ` (${where.file}:${where.line})` : '';
    const targetPath = normalizePagePath(target.replace(/[#?].*$/, ''));
    const exists =
      !/^[a-z][a-z0-9+.-]*:/i.test(target) && findPageFile(targetPath, context.files) !== undefined;
    return configDiagnostic({
      code: 'nav/missing-page-redirected',
      message: `The ${ref.what} "${ref.written}" does not exist, and the redirect from "${r.source}" to "${destination}"${place} covers its URL.`,
      hint: exists
        ? `The page probably moved: list "${targetPath}" instead, or remove the entry.`
        : `The page probably moved, but "${target}" is not a page of this site either: fix the entry and the redirect, or remove the entry.`,
      at: ref.at,
    });
  }
  return undefined;
}

function missingPageHint(
  ref: Reference,
  pagePaths: readonly string[],
  context: RuleContext,
): string {
  if (PAGE_FILE.test(ref.written))
    return `Write the path without its extension: "${ref.written.replace(PAGE_FILE, '')}".`;
  if (
    context.isIgnored &&
    [`${ref.path}.mdx`, `${ref.path}.md`].some((f) => context.isIgnored?.(f))
  ) {
    return 'A page at this path is ignored (by the default ignore list or .mintignore), so it is not published. Rename it, change .mintignore, or remove the entry.';
  }
  const close = closestMatches(ref.path, pagePaths, 2);
  if (close.length > 0)
    return `Did you mean ${close.map((c) => `"${c}"`).join(' or ')}? Otherwise create the page or remove the entry.`;
  return 'Create the page, fix the path (relative to the docs root, without extension), or remove the entry.';
}
