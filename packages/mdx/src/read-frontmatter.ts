import { parseFrontmatter } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';

export interface FrontmatterResult {
  /** The YAML mapping; empty when there is none or it is invalid. */
  readonly data: Readonly<Record<string, unknown>>;
  /** The source with the frontmatter block blanked out (same line count, so positions stay right). */
  readonly body: string;
  /** YAML problems (`frontmatter/*` codes of the config package). */
  readonly diagnostics: readonly Diagnostic[];
}

/** Splits the `---` YAML block off the top of a page (with the config package's parser) and keeps the line numbers of the body. */
export function readFrontmatter(source: string, file: string): FrontmatterResult {
  const front = parseFrontmatter(source, file);
  if (!front.present) return { data: front.data, body: source, diagnostics: front.diagnostics };
  const head = source.slice(0, front.bodyOffset).replace(/[^\r\n]/g, '');
  return {
    data: front.data,
    body: head + source.slice(front.bodyOffset),
    diagnostics: front.diagnostics,
  };
}
