import {
  isAlias,
  isCollection,
  isPair,
  isScalar,
  visit,
  type Document,
  type Node as YamlNode,
  type Pair,
  type YAMLError,
} from 'yaml';

/** Where a YAML error's mistake is (offsets into the YAML text), and how to tell it, when known better than the parser does. */
export interface YamlMistake {
  readonly start: number;
  readonly end: number;
  /** Replaces the parser's own message (after "The frontmatter is not valid YAML: "). */
  readonly message?: string;
  readonly hint?: string;
}

interface Found {
  readonly node: YamlNode;
  readonly key: string | undefined;
}

/** Every node of the document, with the key of the pair it is the value of. */
function nodes(doc: Document): Found[] {
  const out: Found[] = [];
  visit(doc, {
    Node(_key, node, path) {
      const parent = path[path.length - 1];
      const key =
        isPair(parent) && (parent as Pair).value === node && isScalar((parent as Pair).key)
          ? String(((parent as Pair).key as { value: unknown }).value)
          : undefined;
      out.push({ node, key });
    },
  });
  return out;
}

const startOf = (n: YamlNode) => n.range?.[0] ?? 0;
const named = (key: string | undefined) => (key === undefined ? 'a value' : `\`${key}\``);

/** The last node before `offset` that `test` accepts: what opened the construct the parser ran out of text in. */
function lastBefore(doc: Document, offset: number, test: (n: YamlNode) => boolean) {
  return nodes(doc)
    .filter((f) => test(f.node) && startOf(f.node) < offset)
    .sort((a, b) => startOf(b.node) - startOf(a.node))[0];
}

function unclosedQuote(doc: Document, error: YAMLError, quote: string): YamlMistake | undefined {
  const type = quote === '"' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE';
  const found = lastBefore(doc, error.pos[0], (n) => isScalar(n) && n.type === type);
  if (!found) return undefined;
  const start = startOf(found.node);
  return {
    start,
    end: start + 1,
    message: `the ${quote} that opens ${named(found.key)} here never closes, so the rest of the block is read as its text`,
    hint: `End the value with ${quote} on the same line, or remove the opening ${quote}.`,
  };
}

function unclosedFlow(doc: Document, error: YAMLError, close: string): YamlMistake | undefined {
  const found = lastBefore(doc, error.pos[0], (n) => isCollection(n) && n.flow === true);
  if (!found) return undefined;
  const start = startOf(found.node);
  const what = close === ']' ? 'list' : 'mapping';
  return {
    start,
    end: start + 1,
    message: `the ${what} that opens ${named(found.key)} here is not closed with ${close}`,
    hint: `Close it with ${close} on the same line, or write it as indented \`- item\` lines.`,
  };
}

function duplicateKey(
  doc: Document,
  error: YAMLError,
  yaml: string,
  lineOf: (offset: number) => number,
): YamlMistake | undefined {
  const [start, end] = error.pos;
  const name = /^[^:\r\n]*/
    .exec(yaml.slice(start))?.[0]
    .trim()
    .replace(/^["']|["']$/g, '');
  if (!name) return undefined;
  const first = nodes(doc).find(
    (f) => isScalar(f.node) && String(f.node.value) === name && startOf(f.node) < start,
  );
  const line = first ? lineOf(startOf(first.node)) : undefined;
  return {
    start,
    end: Math.max(end, start + name.length),
    message: `the key \`${name}\` is written twice${line !== undefined ? ` (first on line ${line})` : ''}`,
    hint: 'Keep one of the two lines: YAML keys must be unique.',
  };
}

/**
 * The place and the wording of a YAML syntax error where the parser's are not the mistake's: a quote, `[` or `{`
 * that never closes is told where it opens (the parser stops at the end of the block), a repeated key names the key
 * and the line of its first occurrence (`lineOf` gives the file's line of an offset into `yaml`).
 */
export function yamlMistake(
  doc: Document,
  error: YAMLError,
  yaml: string,
  lineOf: (offset: number) => number,
): YamlMistake | undefined {
  const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
  if (error.code === 'MISSING_CHAR' && quote) return unclosedQuote(doc, error, quote);
  const flow = /^Flow (?:sequence|map) in block collection .* end with an? ([\]}])/.exec(
    error.message,
  )?.[1];
  if (flow) return unclosedFlow(doc, error, flow);
  if (error.code === 'DUPLICATE_KEY') return duplicateKey(doc, error, yaml, lineOf);
  return undefined;
}

/** The alias of the document that names no anchor (`*nope`), which `toJS` refuses. */
export function unresolvedAlias(doc: Document, name: string): YamlMistake | undefined {
  const found = nodes(doc).find((f) => isAlias(f.node) && f.node.source === name);
  if (!found?.node.range) return undefined;
  return { start: found.node.range[0], end: found.node.range[1] };
}
