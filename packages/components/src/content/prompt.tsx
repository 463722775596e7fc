import type { ComponentChildren, VNode } from 'preact';
import { CopyButton } from '../code/copy-button.js';
import { IconView } from '../icons/icon-view.js';
import type { IconInput } from '../icons/icon-types.js';
import { UiGlyph } from '../icons/ui-glyph.js';
import { childrenText } from '../text/children-text.js';
import { classNames } from '../text/class-names.js';
import { InlineMarkdown } from '../text/inline-markdown.js';
import { readStringList } from '../text/prop-values.js';

export interface PromptProps {
  /** Shown on the card; Markdown. */
  readonly description: string;
  /** `copy` (default) and/or `cursor`. */
  readonly actions?: readonly string[] | string;
  readonly icon?: IconInput;
  readonly iconType?: string;
  readonly className?: string;
  /** The prompt text: what is copied or sent to Cursor. */
  readonly children?: ComponentChildren;
}

/** Cursor's deeplink that opens a prompt in the editor. */
export function cursorPromptLink(text: string): string {
  return `cursor://anysphere.cursor-deeplink/prompt?text=${encodeURIComponent(text)}`;
}

/** A ready-made AI prompt with copy and open-in-Cursor actions. */
export function Prompt(props: PromptProps): VNode {
  const actions = readStringList(props.actions ?? ['copy']);
  const text = childrenText(props.children).trim();
  const hasIcon = props.icon !== undefined && props.icon !== '';
  return (
    <div class={classNames('q-prompt', props.className)} data-copy-scope="">
      <div class="q-prompt__head">
        <span class="q-prompt__icon">
          {hasIcon ? (
            <IconView icon={props.icon} iconType={props.iconType} />
          ) : (
            <UiGlyph name="sparkle" />
          )}
        </span>
        <InlineMarkdown class="q-prompt__description" source={String(props.description ?? '')} />
        <span class="q-prompt__actions">
          {actions.includes('copy') && <CopyButton label="Copy prompt" />}
          {actions.includes('cursor') && (
            <a
              class="q-prompt__cursor"
              href={cursorPromptLink(text)}
              aria-label="Open in Cursor"
              title="Open in Cursor"
            >
              <UiGlyph name="pointer" />
            </a>
          )}
        </span>
      </div>
      <div class="q-prompt__body" data-copy-source="">
        {props.children}
      </div>
    </div>
  );
}
