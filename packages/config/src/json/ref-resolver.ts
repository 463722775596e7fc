import type { Node } from 'jsonc-parser';
import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import type { SourceSpan } from './config-sources.js';
import { appendPointer } from './json-pointer.js';
import type { JsonFiles } from './json-files.js';
import { resolveRefTarget } from './ref-target.js';

/** The deepest nesting of the resolved value (its consumers walk it recursively). */
const MAX_DEPTH = 200;

/** How much one config may include through `$ref`, in all: distinct files, their bytes, and resolved values (a file included many times counts each time). */
export const INCLUDE_LIMITS = { files: 10_000, bytes: 100 * 1024 * 1024, values: 200_000 } as const;

/** Marks a value that could not be resolved (a broken `$ref` with no sibling keys): it is left out. */
const DROP: unique symbol = Symbol('drop');
type Resolved = unknown;

/** A request from a resolving step to resolve `node` in `ctx` first and hand it the result. */
interface Need {
  readonly node: Node;
  readonly ctx: Ctx;
}
/** One resolving step, suspended while the values it needs are resolved (an explicit stack instead of recursion). */
type Step = Generator<Need, Resolved | typeof DROP, Resolved | typeof DROP>;

/** The files being included, innermost first: a linked list, so that each include adds one cell. */
interface Chain {
  readonly file: string;
  readonly outer?: Chain | undefined;
}

interface KeySpan {
  readonly file: string;
  readonly offset: number;
  readonly length: number;
}

interface Ctx {
  readonly file: string;
  /** Files being included, innermost first, to detect cycles. */
  readonly chain: Chain;
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
  /** Files whose resolution is under way (the chain of the current step), for cycles. */
  private readonly including = new Set<string>();
  private readonly counted = { files: 0, bytes: 0, values: 0 };
  private readonly seenFiles = new Set<string>();
  /** The include limit already crossed, so that it is reported once. */
  private overLimit = false;

  constructor(private readonly files: JsonFiles) {}

  resolveFile(file: string, tree: Node): unknown {
    this.including.add(file);
    const value = this.run(this.node(tree, { file, chain: { file }, pointer: '' }));
    return value === DROP ? {} : value;
  }

  /** Runs a step and every step it needs, depth first, on an explicit stack: no nesting or chain length can overflow the call stack. */
  private run(root: Step): Resolved | typeof DROP {
    const stack: Step[] = [root];
    let input: Resolved | typeof DROP = undefined;
    for (let top = stack.at(-1); top; top = stack.at(-1)) {
      const next = top.next(input);
      if (next.done) {
        stack.pop();
        input = next.value;
      } else {
        stack.push(this.node(next.value.node, next.value.ctx));
        input = undefined;
      }
    }
    return input;
  }

  private record(node: Node, ctx: Ctx): void {
    const span: { -readonly [K in keyof SourceSpan]: SourceSpan[K] } = {
      file: ctx.file,
      offset: node.offset,
      length: node.length,
    };
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

  private *node(node: Node, ctx: Ctx): Step {
    if (++this.counted.values > INCLUDE_LIMITS.values)
      return this.tooMuch(
        ctx,
        node,
        `more than ${INCLUDE_LIMITS.values.toLocaleString('en-US')} values in all`,
      );
    const depth = (ctx.depth ?? 0) + 1;
    if (depth > MAX_DEPTH && (node.type === 'array' || node.type === 'object')) {
      this.diagnostics.push(
        configDiagnostic({
          code: 'config/too-deep',
          message: `With the files it includes, the config nests objects and arrays more than ${MAX_DEPTH} levels deep here.`,
          hint: 'Flatten the included files; no real docs.json nests this deep.',
          at: this.files.at(ctx.file, node.offset, 1),
        }),
      );
      return DROP;
    }
    ctx = { ...ctx, depth };
    if (node.type === 'array') {
      this.record(node, ctx);
      const out: unknown[] = [];
      for (const child of node.children ?? []) {
        const value = yield {
          node: child,
          ctx: { ...ctx, pointer: appendPointer(ctx.pointer, out.length), key: undefined },
        };
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
    if (ref) return yield* this.refObject(node, ref, ctx);
    this.record(node, ctx);
    return yield* this.properties(node, ctx, {});
  }

  /** Adds the properties of `node` (except `$ref`) to `into`; later keys win, as in JSON.parse. */
  private *properties(
    node: Node,
    ctx: Ctx,
    into: Record<string, unknown>,
  ): Generator<Need, Record<string, unknown>, Resolved | typeof DROP> {
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
      const value = yield {
        node: valueNode,
        ctx: { file: ctx.file, chain: ctx.chain, pointer, key: keySpan, depth: ctx.depth },
      };
      if (value === DROP) this.incomplete.push(pointer);
      else
        Object.defineProperty(into, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return into;
  }

  private *refObject(node: Node, ref: Node, ctx: Ctx): Step {
    const refValue = ref.children?.[1];
    const included = refValue ? yield* this.include(refValue, ctx) : DROP;
    const siblings = (node.children ?? []).filter((p) => p !== ref);
    if (
      included !== DROP &&
      (typeof included !== 'object' || included === null || Array.isArray(included))
    ) {
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
    return yield* this.properties(node, ctx, base);
  }

  /** The value of the file a `$ref` names, resolved in turn; DROP (with a diagnostic) when it cannot be. */
  private *include(refValue: Node, ctx: Ctx): Step {
    const at = this.files.at(ctx.file, refValue.offset, refValue.length);
    const target = resolveRefTarget(refValue.value, ctx.file);
    if (!target.ok) {
      const code = target.problem === 'invalid' ? 'config/ref-invalid' : 'config/ref-outside-root';
      this.diagnostics.push(
        configDiagnostic({ code, message: target.message, hint: target.hint, at }),
      );
      return DROP;
    }
    if (this.including.has(target.file)) {
      const cycle = [...this.chainFiles(ctx.chain, target.file), target.file].join(' → ');
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
    if (this.overLimit) return DROP;
    const parsed = this.files.parse(target.file);
    if (parsed.kind === 'refused') {
      this.diagnostics.push(
        configDiagnostic({
          code: 'config/unreadable-file',
          message: `\`$ref\` names "${target.file}", which was not read: ${parsed.reason}.`,
          hint: parsed.fix,
          at,
        }),
      );
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
    const over = this.countFile(target.file);
    if (over) return this.tooMuch(ctx, refValue, over);
    this.including.add(target.file);
    try {
      return yield {
        node: parsed.tree,
        ctx: {
          file: target.file,
          chain: { file: target.file, outer: ctx.chain },
          pointer: ctx.pointer,
          key: ctx.key,
          depth: (ctx.depth ?? 1) - 1,
        },
      };
    } finally {
      this.including.delete(target.file);
    }
  }

  /** The files of `chain` from `from` inwards, outermost first (the part of the chain that makes a cycle). */
  private chainFiles(chain: Chain, from: string): string[] {
    const files: string[] = [];
    for (let cell: Chain | undefined = chain; cell; cell = cell.outer) {
      files.push(cell.file);
      if (cell.file === from) break;
    }
    return files.reverse();
  }

  /** Counts a file the first time it is included; the limit it crosses, if any. */
  private countFile(file: string): string | undefined {
    if (this.seenFiles.has(file)) return undefined;
    this.seenFiles.add(file);
    this.counted.files++;
    this.counted.bytes += Buffer.byteLength(this.files.texts.get(file) ?? '');
    if (this.counted.files > INCLUDE_LIMITS.files)
      return `more than ${INCLUDE_LIMITS.files.toLocaleString('en-US')} files`;
    if (this.counted.bytes > INCLUDE_LIMITS.bytes)
      return `more than ${INCLUDE_LIMITS.bytes / 1024 / 1024} MB of included files`;
    return undefined;
  }

  /** Reports, once, that the includes crossed a limit (at the `$ref` or value that crossed it); the rest is left out. */
  private tooMuch(ctx: Ctx, node: Node, what: string): typeof DROP {
    if (!this.overLimit) {
      this.overLimit = true;
      this.diagnostics.push(
        configDiagnostic({
          code: 'config/includes-too-large',
          message: `With the files it includes by \`$ref\`, the config has ${what}; the rest is not read.`,
          hint: 'Include less: no real docs.json comes near this, so the includes are probably generated wrongly (a file included many times over, or a loop of generated files).',
          at: this.files.at(ctx.file, node.offset, node.length),
        }),
      );
    }
    return DROP;
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
