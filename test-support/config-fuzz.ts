import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFrontmatterDiagnostics, validateProject } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';
import { loadSiteModel } from '@quire/navigation';
import { validateOpenApi } from '@quire/openapi';
import { CORPORA_DIR } from './built-corpus.js';

/** The corpora whose docs.json is mutated: those on which validate and build agree unchanged (no frontmatter-only mistakes). */
export const FUZZ_CORPORA = ['hoppscotch', 'tickdb', 'turso', 'mem0'] as const;

/** A small seeded generator (mulberry32), so that every run tries the same cases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const REPLACEMENTS: readonly Json[] = [
  0,
  -1,
  1e308,
  '',
  '.',
  ' ',
  '..',
  '../outside',
  '/',
  'x'.repeat(5000),
  null,
  true,
  [],
  {},
  [''],
  { $ref: 'missing.json' },
  { $ref: '../../etc/passwd' },
  { $ref: 'docs.json' },
  '#zzz',
  'fa-rocket',
  'ua',
  'klingon',
];
const KEYS = [
  'pages',
  'groups',
  'tabs',
  'anchors',
  'dropdowns',
  'languages',
  'versions',
  'menu',
  'products',
  'group',
  'tab',
  'href',
  'openapi',
  'hidden',
  'expanded',
  'root',
  'default',
  'icon',
  'color',
  'colors',
  'primary',
  'navbar',
  'redirects',
  'source',
  'destination',
  'zzz',
];

function containers(
  value: Json,
  out: (Json[] | { [key: string]: Json })[] = [],
): (Json[] | { [key: string]: Json })[] {
  if (Array.isArray(value)) {
    out.push(value);
    for (const v of value) containers(v, out);
  } else if (value !== null && typeof value === 'object') {
    out.push(value);
    for (const v of Object.values(value)) containers(v, out);
  }
  return out;
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

/** One mutation of a parsed docs.json, in place: replace, delete, duplicate or add a value, or rename a key. */
function mutate(config: Json, random: () => number): void {
  const target = pick(random, containers(config));
  const replacement = structuredClone(pick(random, REPLACEMENTS));
  if (Array.isArray(target)) {
    const i = Math.floor(random() * Math.max(1, target.length));
    const op = random();
    if (op < 0.4 || target.length === 0) target.splice(i, 0, replacement);
    else if (op < 0.6) target.splice(i, 1);
    else if (op < 0.8) target.push(structuredClone(target[i] ?? null));
    else target[i] = replacement;
    return;
  }
  const keys = Object.keys(target);
  const key = keys.length > 0 ? pick(random, keys) : pick(random, KEYS);
  const op = random();
  if (op < 0.35) target[key] = replacement;
  else if (op < 0.55) delete target[key];
  else if (op < 0.8) target[pick(random, KEYS)] = structuredClone(target[key] ?? replacement);
  else {
    const value = target[key] ?? null;
    delete target[key];
    target[pick(random, KEYS)] = value;
  }
}

/** The text of a mutated docs.json: one to three mutations, and now and then a cut (a syntax error). */
export function mutatedConfig(original: string, random: () => number): string {
  const config = JSON.parse(original) as Json;
  const count = 1 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) mutate(config, random);
  const text = JSON.stringify(config, null, 2);
  return random() < 0.08 ? text.slice(0, Math.floor(random() * text.length)) : text;
}

export type FuzzOutcome =
  | { readonly kind: 'clean'; readonly errors: number }
  | { readonly kind: 'unpositioned'; readonly diagnostic: Diagnostic }
  | {
      readonly kind: 'disagreement';
      readonly validate: readonly string[];
      readonly build: readonly string[];
    }
  | { readonly kind: 'crash'; readonly message: string }
  | { readonly kind: 'hang' };

const failing = (diagnostics: readonly Diagnostic[]) =>
  diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.code} ${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`);

async function judge(root: string): Promise<FuzzOutcome> {
  const project = validateProject(root);
  const [openapi, frontmatter] = await Promise.all([
    validateOpenApi({
      root,
      config: project.loaded.value,
      locate: project.loaded.sources.locate,
      files: project.files,
      fetchRemote: false,
      cacheDir: false,
    }),
    loadFrontmatterDiagnostics(root, project.files),
  ]);
  const validated = [...project.diagnostics, ...openapi.diagnostics, ...frontmatter];
  const built = (await loadSiteModel(root)).diagnostics;
  const unpositioned = [...validated, ...built].find(
    (d) => d.severity === 'error' && (d.file === undefined || !(d.line! >= 1) || !(d.column! >= 1)),
  );
  if (unpositioned) return { kind: 'unpositioned', diagnostic: unpositioned };
  const validateErrors = failing(validated);
  const buildErrors = failing(built);
  if (validateErrors.length > 0 !== buildErrors.length > 0)
    return { kind: 'disagreement', validate: validateErrors, build: buildErrors };
  return { kind: 'clean', errors: validateErrors.length };
}

/** A docs root holding `docsJson` and links to everything else of the corpus (nothing is copied). */
export function fuzzRoot(corpus: string, docsJson: string): { root: string; dispose: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'quire-fuzz-'));
  const source = join(CORPORA_DIR, corpus);
  for (const entry of readdirSync(source))
    if (entry !== 'docs.json') symlinkSync(join(source, entry), join(root, entry));
  writeFileSync(join(root, 'docs.json'), docsJson);
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** Runs one case: validate and build's config gate on a mutated docs.json of `corpus`, within `timeoutMs`. */
export async function runFuzzCase(
  corpus: string,
  random: () => number,
  timeoutMs: number,
): Promise<FuzzOutcome> {
  const text = mutatedConfig(readFileSync(join(CORPORA_DIR, corpus, 'docs.json'), 'utf8'), random);
  const { root, dispose } = fuzzRoot(corpus, text);
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<FuzzOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'hang' }), timeoutMs);
  });
  try {
    return await Promise.race([
      judge(root).catch((error: unknown): FuzzOutcome => ({
        kind: 'crash',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      })),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
    dispose();
  }
}
