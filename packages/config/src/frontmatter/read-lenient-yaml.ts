import frontMatter from 'front-matter';

type Reader = (text: string) => { readonly attributes: unknown };

// `front-matter` is CommonJS whose types declare a default export: under NodeNext the default import
// is the module object for the type checker and the function at run time.
const read: Reader =
  (frontMatter as unknown as { default?: Reader }).default ?? (frontMatter as unknown as Reader);

const ANCHOR = /(^|[\s[{,:-])&\S/m;

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads frontmatter YAML as the reference platform does (the `front-matter` package: js-yaml 3,
 * safe schema), which accepts some text that strict YAML refuses, such as a double-quoted value
 * whose continuation line is not indented. Values are made plain JSON (a date becomes its ISO
 * text). Undefined when that reader fails too, or when the block is not a mapping.
 */
export function readLenientYaml(yaml: string): Record<string, unknown> | undefined {
  // Anchors could expand without bound when made plain; the strict reader limits them, this one does not.
  if (ANCHOR.test(yaml)) return undefined;
  const closed = yaml === '' || /[\r\n]$/.test(yaml) ? yaml : `${yaml}\n`;
  try {
    const { attributes } = read(`---\n${closed}---\n`);
    return isMapping(attributes)
      ? (JSON.parse(JSON.stringify(attributes)) as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
