import { createDiagnostic, type Diagnostic, type Location } from '@quire/diagnostics';
import { COMPONENT_CODES } from '../codes.js';
import type { IconLibraryName, IconRegistry } from './icon-types.js';
import { isImageIcon } from './render-icon.js';

/** An icon as docs.json or a page's frontmatter writes it, and where. */
interface IconUse {
  readonly name: string;
  readonly style: string | undefined;
  readonly library: IconLibraryName | undefined;
  readonly at: Location | undefined;
}

/** A page's parsed frontmatter, as far as icons go: its values and where each was written. */
export interface FrontmatterIcons {
  readonly data: Readonly<Record<string, unknown>>;
  locate(path: string, part?: 'key' | 'value'): Location | undefined;
}

export interface NavigationIconInput {
  /** docs.json, `$ref`s resolved. */
  readonly config: unknown;
  /** Where a value of docs.json was written, by JSON Pointer. */
  readonly locate: (pointer: string, part?: 'key' | 'value') => Location | undefined;
  /** The frontmatter of the pages in the navigation, by file (their `icon` shows in the sidebar). */
  readonly pages: ReadonlyMap<string, FrontmatterIcons>;
  readonly library: IconLibraryName;
  readonly registry: IconRegistry;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const asString = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const asLibrary = (v: unknown): IconLibraryName | undefined =>
  v === 'fontawesome' || v === 'lucide' || v === 'tabler' ? v : undefined;
const child = (pointer: string, key: string | number) =>
  `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** `icon` (a name or `{name, style, library}`) with its sibling `iconType`, as one use. */
function iconUse(
  icon: unknown,
  iconType: unknown,
  at: (part: 'name' | 'self') => Location | undefined,
): IconUse | undefined {
  if (isRecord(icon)) {
    const name = asString(icon.name);
    return name
      ? {
          name,
          style: asString(icon.style) ?? asString(iconType),
          library: asLibrary(icon.library),
          at: at('name'),
        }
      : undefined;
  }
  const name = asString(icon);
  return name ? { name, style: asString(iconType), library: undefined, at: at('self') } : undefined;
}

function configIconUses(
  value: unknown,
  pointer: string,
  locate: NavigationIconInput['locate'],
  out: IconUse[],
): void {
  if (Array.isArray(value))
    return value.forEach((v, i) => configIconUses(v, child(pointer, i), locate, out));
  if (!isRecord(value)) return;
  const icon = iconUse(value.icon, value.iconType, (part) =>
    locate(
      part === 'name' ? child(child(pointer, 'icon'), 'name') : child(pointer, 'icon'),
      'value',
    ),
  );
  if (icon) out.push(icon);
  for (const [key, v] of Object.entries(value))
    if (key !== 'icon') configIconUses(v, child(pointer, key), locate, out);
}

function missing(use: IconUse, library: IconLibraryName, registry: IconRegistry): Diagnostic {
  const suggestions = registry.suggest(use.name, library);
  return createDiagnostic(
    {
      code: 'components/unknown-icon',
      message: `Icon "${use.name}" is not in the ${library} icon library (nor in the free icons Quire ships for it); a placeholder is shown instead.`,
      hint:
        suggestions.length > 0
          ? `Did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}? Or give a URL or a path to an image.`
          : `Use a name from the ${library} library, a URL, or a path to an image file.`,
      at: use.at,
    },
    COMPONENT_CODES['components/unknown-icon'].severity,
  );
}

/**
 * The icons of the navigation (tabs, anchors, dropdowns, groups, pages in docs.json, and the
 * `icon` of each page's frontmatter, which the sidebar shows) that resolve in no library: one
 * warning each, placed where the name is written.
 */
export function navigationIconProblems(input: NavigationIconInput): Diagnostic[] {
  const uses: IconUse[] = [];
  configIconUses(
    isRecord(input.config) ? input.config['navigation'] : undefined,
    '/navigation',
    input.locate,
    uses,
  );
  for (const [file, fm] of input.pages) {
    const icon = iconUse(
      fm.data['icon'],
      fm.data['iconType'],
      () => fm.locate('icon', 'value') ?? { file, line: 1, column: 1 },
    );
    if (icon) uses.push(icon);
  }
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const use of uses) {
    const library = use.library ?? input.library;
    if (isImageIcon(use.name) || input.registry.resolve(use.name, library, use.style)) continue;
    const key = `${use.at?.file ?? ''}:${use.at?.line ?? ''}:${use.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(missing(use, library, input.registry));
  }
  return out;
}
