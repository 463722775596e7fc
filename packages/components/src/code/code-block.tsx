import type { ComponentChildren, VNode } from 'preact';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { childrenText } from '../text/children-text.js';
import { classNames } from '../text/class-names.js';
import { isTrue, readLineNumbers } from '../text/prop-values.js';
import { countLines, markLines } from './mark-lines.js';

/** Expandable blocks longer than this many lines start collapsed. */
export const EXPANDABLE_MIN_LINES = 10;

export interface CodeBlockProps {
  readonly language?: string;
  /** Title bar text (the fence's title meta). */
  readonly title?: string;
  /** Authors' JSX spelling of `title`. */
  readonly filename?: string;
  readonly icon?: IconInput;
  readonly iconType?: string;
  readonly lines?: boolean | string;
  readonly wrap?: boolean | string;
  readonly expandable?: boolean | string;
  readonly nocopy?: boolean | string;
  /** 1-based lines, as numbers or as a string like `"[1,3]"` or `"1,3-5"`. */
  readonly highlight?: readonly number[] | string;
  readonly focus?: readonly number[] | string;
  /** The raw code. */
  readonly code?: string;
  /** Highlighted HTML (`<pre class="shiki">…</pre>`) from the compiler; trusted. */
  readonly html?: string;
  readonly className?: string;
  readonly children?: ComponentChildren;
}

function CodeBody(props: CodeBlockProps & { readonly source: string }): VNode {
  const highlight = readLineNumbers(props.highlight);
  const focus = readLineNumbers(props.focus);
  if (props.html !== undefined) {
    return (
      <div
        class="q-code__pre"
        data-copy-source=""
        dangerouslySetInnerHTML={{
          __html: markLines(props.html, highlight, focus, isTrue(props.lines)),
        }}
      />
    );
  }
  const lines = props.source.replace(/\r?\n$/, '').split(/\r?\n/);
  return (
    <div class="q-code__pre" data-copy-source="">
      <pre class="q-code__plain">
        <code class={props.language ? `language-${props.language}` : undefined}>
          {lines.map((text, i) => {
            const n = i + 1;
            const cls = classNames(
              'line',
              highlight.includes(n) && 'highlighted',
              focus.includes(n) && 'focused',
            );
            return (
              <>
                <span class={cls}>{text}</span>
                {n < lines.length ? '\n' : ''}
              </>
            );
          })}
        </code>
      </pre>
    </div>
  );
}

/**
 * A code block frame: title bar (icon, title, language), line numbers, wrapping, focus and
 * highlight, and a show-more toggle (`<details>`, no JavaScript needed) for long expandable
 * blocks. Its copy button only works with JavaScript, so the client adds it
 * (`addCodeCopyButtons`) to each block that has a `data-copy-scope`. Renders the compiler's
 * highlighted `html`, or escaped plain text from `code` or the children when used directly in JSX.
 */
export function CodeBlock(props: CodeBlockProps): VNode {
  const source = props.code ?? childrenText(props.children);
  const title = props.title ?? props.filename;
  const lineCount = countLines(source);
  const collapsible = isTrue(props.expandable) && lineCount > EXPANDABLE_MIN_LINES;
  const hasIcon = props.icon !== undefined && props.icon !== '';
  const focus = readLineNumbers(props.focus);
  return (
    <div
      class={classNames(
        'q-code',
        isTrue(props.lines) && 'q-code--lines',
        isTrue(props.wrap) && 'q-code--wrap',
        collapsible && 'q-code--expandable',
        focus.length > 0 && 'q-code--has-focus',
        props.className,
      )}
      data-language={props.language || undefined}
      data-title={title || undefined}
      data-copy-scope={isTrue(props.nocopy) ? undefined : ''}
    >
      {(title || hasIcon) && (
        <div class="q-code__header">
          {hasIcon && <IconView icon={props.icon} iconType={props.iconType} />}
          {title && <span class="q-code__title">{title}</span>}
          {props.language && <span class="q-code__language">{props.language}</span>}
        </div>
      )}
      <div class="q-code__body">
        <CodeBody {...props} source={source} />
      </div>
      {collapsible && (
        <details class="q-code__more">
          <summary>
            <span class="q-code__more-show">Show all {lineCount} lines</span>
            <span class="q-code__more-hide">Show less</span>
          </summary>
        </details>
      )}
    </div>
  );
}
