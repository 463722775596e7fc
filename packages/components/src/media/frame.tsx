import { cloneElement, toChildArray, type ComponentChildren, type JSX, type VNode } from 'preact';
import { classNames } from '../text/class-names.js';
import { InlineMarkdown } from '../text/inline-markdown.js';

export interface FrameProps {
  /** Shown under the content; Markdown. */
  readonly caption?: string;
  /** Shown before the frame. */
  readonly hint?: string;
  readonly className?: string;
  readonly style?: string | JSX.CSSProperties;
  readonly children?: ComponentChildren;
}

/** Autoplaying videos in a frame also loop, play inline and start muted. */
function prepareMedia(children: ComponentChildren): ComponentChildren {
  return toChildArray(children).map((child) => {
    if (typeof child !== 'object') return child;
    const props = child.props as {
      autoPlay?: unknown;
      autoplay?: unknown;
      children?: ComponentChildren;
    };
    if (child.type === 'video' && (props.autoPlay || props.autoplay)) {
      return cloneElement(child, { playsInline: true, loop: true, muted: true });
    }
    if (typeof child.type === 'string' && props.children !== undefined) {
      return cloneElement(child, {}, prepareMedia(props.children));
    }
    return child;
  });
}

/** A bordered, centred frame around an image, video or component, with an optional caption. */
export function Frame(props: FrameProps): VNode {
  return (
    <>
      {props.hint && <p class="q-frame__hint">{props.hint}</p>}
      <figure class={classNames('q-frame', props.className)} style={props.style}>
        <div class="q-frame__content">{prepareMedia(props.children)}</div>
        {props.caption && (
          <figcaption class="q-frame__caption">
            <InlineMarkdown source={props.caption} />
          </figcaption>
        )}
      </figure>
    </>
  );
}
