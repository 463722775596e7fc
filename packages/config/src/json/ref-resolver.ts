import type { Node } from 'jsonc-parser';
import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import type { SourceSpan } from './config-sources.js';
import { appendPointer } from './json-pointer.js';
import type { JsonFiles } from './json-files.js';
import { resolveRefTarget } from './ref-target.js';

/** The most files a chain of `$ref`s may pass through, and the deepest nesting of the resolved value. */
export const MAX_REF_CHAIN = 64;
const MAX_DEPTH = 200;

/** Marks a value that could not be resolved (a broken `$ref` with no sibling keys): it is left out. */
const DROP: unique symbol = Symbol('drop');
type Resolved = unknown;

interface KeySpan {
  readonly file: string;
  readonly offset: number;
  readonly length: number;
}

interface Ctx {
  readonly file: string;
  /** Files being included, outermost first, to detect cycles. */
  readonly chain: readonly string[];
  readonly pointer: string;
  readonly key?: KeySpan | undefined;
  /** How deep the value is nested in the resolved config. */
  readonly depth?: number;
}

/** Resolves the JSON of `file` with every `$ref` followed, recording spans and diagnostics. */
export class RefResolver {
  readonly spans = new Map<string, SourceSpan>();
  readonly diagnostics: Diagnostic[] = [];
  /** Pointers of values a broken `$ref` left incomplete: a property left out, an array missing an entry, an object missing its included keys. */
  readonly incomplete: string[] = [];

  constructor(private readonly files: JsonFiles) {}

  resolveFile(file: string, tree: Node): unknown {
    const value = this.node(tree, { file, chain: [file], pointer: '' });
    return value === DROP ? {} : value;
  }

  private record(node: Node, ctx: Ctx): void {
    const span: { -readonly [K in keyof SourceSpan]: SourceSpan[K] } = { file: ctx.file, offset: node.offset, length: node.length };
    if (ctx.key) {
      span.keyOffset = ctx.key.offset;
      span.keyLength = ctx.key.length;
      if (ctx.key.file !== ctx.file) span.keyFile = ctx.key.file;
    }
    this.spans.set(ctx.pointer, span);
  }

  private forget(pointer: string): void {
    const prefix = `${pointer}/`;
    for (const key of this.spans.keys()) {
      if (key === pointer || key.startsWith(prefix)) this.spans.delete(key);
    }
  }

  private node(node: Node, ctx: Ctx): Resolved | typeof DROP {
    const depth = (ctx.depth ?? 0) + 1;
    if (depth > MAX_DEPTH && (node.type === 'array' || node.type === 'object')) {
      this.diagnostics.push(configDiagnostic({
        code: 'config/too-deep',
        message: `With the files it includes, the config nests objects and arrays more than ${MAX_DEPTH} levels deep here.`,
        hint: 'Flatten the included files; no real docs.json nests this deep.',
        at: this.files.at(ctx.file, node.offset, 1),
      }));
      return DROP;
    }
    ctx = { ...ctx, depth };
    if (node.type === 'array') {
      this.record(node, ctx);
      const out: unknown[] = [];
      for (const child of node.children ?? []) {
        const value = this.node(child, { ...ctx, pointer: appendPointer(ctx.pointer, out.length), key: undefined });
        if (value !== DROP) out.push(value);
        else this.incomplete.push(ctx.pointer);
      }
      return out;
    }
    if (node.type !== 'object') {
      this.record(node, ctx);
      return node.value as unknown;
    }
    const ref = (node.children ?? []).find((p) => p.children?.[0]?.value === '$ref');
    if (ref) return this.refObject(node, ref, ctx);
    this.record(node, ctx);
    return this.properties(node, ctx, {});
  }

  /** Adds the properties of `node` (except `$ref`) to `into`; later keys win, as in JSON.parse. */
  private properties(node: Node, ctx: Ctx, into: Record<string, unknown>): Record<string, unknown> {
    const seen = new Set<string>();
    for (const prop of node.children ?? []) {
      const [keyNode, valueNode] = prop.children ?? [];
      if (!keyNode || !valueNode) continue;
      const key = String(keyNode.value);
      if (key === '$ref') continue;
      const pointer = appendPointer(ctx.pointer, key);
      if (seen.has(key)) this.duplicateKey(keyNode, key, ctx.file);
      seen.add(key);
      if (Object.prototype.hasOwnProperty.call(into, key)) {
        this.forget(pointer);
        delete into[key];
      }
      const keySpan = { file: ctx.file, offset: keyNode.offset, length: keyNode.length };
      const value = this.node(valueNode, { file: ctx.file, chain: ctx.chain, pointer, key: keySpan, depth: ctx.depth });
      if (value === DROP) this.incomplete.push(pointer);
      else Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return into;
  }

  private refObject(node: Node, ref: Node, ctx: Ctx): Resolved | typeof DROP {
    const refValue = ref.children?.[1];
    const included = refValue ? this.include(refValue, ctx) : DROP;
    const siblings = (node.children ?? []).filter((p) => p !== ref);
    if (included !== DROP && (typeof included !== 'object' || included === null || Array.isArray(included))) {
      const first = siblings[0]?.children?.[0];
      if (first) {
        this.diagnostics.push(
          configDiagnostic({
            code: 'config/ref-siblings-ignored',
            message: `The file included by \`$ref\` holds ${Array.isArray(included) ? 'an array' : 'a single value'}, so the keys next to \`$ref\` are ignored.`,
            hint: 'Move these keys into the included file, or remove them.',
            at: this.files.at(ctx.file, first.offset, first.length),
          }),
        );
      }
      return included;
    }
    if (included === DROP && siblings.length === 0) return DROP;
    if (included === DROP) this.incomplete.push(ctx.pointer);
    this.record(node, ctx);
    const base = included === DROP ? {} : (included as Record<string, unknown>);
    return this.properties(node, ctx, base);
  }

  /** The value of the file a `$ref` names, resolved in turn; DROP (with a diagnostic) when it cannot be. */
  private include(refValue: Node, ctx: Ctx): Resolved | typeof DROP {
    const at = this.files.at(ctx.file, refValue.offset, refValue.length);
    const target = resolveRefTarget(refValue.value, ctx.file);
    if (!target.ok) {
      const code = target.problem === 'invalid' ? 'config/ref-invalid' : 'config/ref-outside-root';
      this.diagnostics.push(configDiagnostic({ code, message: target.message, hint: target.hint, at }));
      return DROP;
    }
    if (ctx.chain.includes(target.file)) {
      const cycle = [...ctx.chain.slice(ctx.chain.indexOf(target.file)), target.file].join(' → ');
      this.diagnostics.push(
        configDiagnostic({
          code: 'config/ref-cycle',
          message: `Circular \`$ref\`: ${cycle}.`,
          hint: 'Break the cycle: a file cannot include itself, directly or through other files.',
          at,
        }),
      );
      return DROP;
    }
    if (ctx.chain.length >= MAX_REF_CHAIN) {
      this.diagnostics.push(configDiagnostic({
        code: 'config/ref-chain-too-long',
        message: `This \`$ref\` would be the ${MAX_REF_CHAIN + 1}th file in one chain of includes (${ctx.chain[0] ?? ''} → … → ${ctx.file}); at most ${MAX_REF_CHAIN} are followed.`,
        hint: 'Include the files from fewer levels: let one file include several others instead of each including the next.',
        at,
      }));
      return DROP;
    }
    const parsed = this.files.parse(target.file);
    if (parsed.kind === 'refused') {
      this.diagnostics.push(configDiagnostic({
        code: 'config/unreadable-file',
        message: `\`$ref\` names "${target.file}", which was not read: ${parsed.reason}.`,
        hint: 'Point the `$ref` at a regular JSON file of reasonable size inside the docs root.',
        at,
      }));
      return DROP;
    }
    if (parsed.kind === 'missing') {
      this.diagnostics.push(
        configDiagnostic({
          code: 'config/ref-not-found',
          message: `\`$ref\` names "${String(refValue.value)}", but "${target.file}" does not exist.`,
          hint: `The path is relative to the file that contains the \`$ref\` (${ctx.file}); check its spelling and folder.`,
          at,
        }),
      );
      return DROP;
    }
    if (parsed.kind === 'invalid') {
      const pos = this.files.at(target.file, parsed.error.offset, 0);
      this.diagnostics.push(
        configDiagnostic({
          code: 'config/ref-invalid-json',
          message: `"${target.file}", included here, is not valid JSON: line ${pos.line}, column ${pos.column}: ${parsed.error.message}`,
          hint: `Fix ${target.file}: ${parsed.error.hint}`,
          at,
        }),
      );
      return DROP;
    }
    return this.node(parsed.tree, { file: target.file, chain: [...ctx.chain, target.file], pointer: ctx.pointer, key: ctx.key, depth: (ctx.depth ?? 1) - 1 });
  }

  private duplicateKey(keyNode: Node, key: string, file: string): void {
    this.diagnostics.push(
      configDiagnostic({
        code: 'config/duplicate-key',
        message: `The key "${key}" appears more than once in this object; only the last value is kept.`,
        hint: 'Remove one of the two, or merge their values.',
        at: this.files.at(file, keyNode.offset, keyNode.length),
      }),
    );
  }
}
