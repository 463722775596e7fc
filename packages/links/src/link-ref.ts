/** Where a link was written: Markdown syntax, or an attribute of an element. */
export type LinkSyntax = 'link' | 'image' | 'component';

/** One internal-or-external link of a page or snippet, as written. */
export interface LinkRef {
  /** The target as written (docs.json `variables` expanded). */
  readonly url: string;
  readonly kind: LinkSyntax;
  /** For `component` links: the element and attribute (`Card` `href`, `img` `src`). */
  readonly element?: string;
  readonly attribute?: string;
  /** 1-based place of the target in the file. */
  readonly line: number;
  readonly column: number;
  /** 1-based end column (exclusive) when the target sits on one line. */
  readonly endColumn?: number;
}

/** An import of another file (a snippet), with the files it may name, in the order they are tried. */
export interface ImportRef {
  readonly specifier: string;
  readonly candidates: readonly string[];
}

export interface ExtractedLinks {
  readonly links: readonly LinkRef[];
  readonly imports: readonly ImportRef[];
}
