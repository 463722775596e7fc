import type { ComponentChildren, VNode } from 'preact';
import { anchorId } from '../env/anchor-id.js';
import { useComponentsEnv } from '../env/components-env.js';
import { classNames } from '../text/class-names.js';
import { readStringList } from '../text/prop-values.js';

export interface UpdateProps {
  /** Shown beside the entry; also its anchor (slugified like a heading). */
  readonly label: string;
  /** The anchor id; the MDX compiler sets it (unique among the page's headings). */
  readonly id?: string;
  readonly description?: string;
  /** Filters shown in the side panel. */
  readonly tags?: readonly string[] | string;
  /** Replaces the RSS entry's title and description. */
  readonly rss?: { readonly title?: string; readonly description?: string };
  readonly className?: string;
  readonly children?: ComponentChildren;
}

/** A changelog entry: label, tags and description beside the content. */
export function Update(props: UpdateProps): VNode {
  const env = useComponentsEnv();
  const label = String(props.label ?? '');
  const id = anchorId(env, props.id, label);
  const tags = readStringList(props.tags);
  return (
    <section
      class={classNames('q-update', props.className)}
      id={id}
      data-update=""
      data-tags={tags.length ? JSON.stringify(tags) : undefined}
      data-rss-title={props.rss?.title}
      data-rss-description={props.rss?.description}
    >
      <div class="q-update__meta">
        {id ? (
          <a class="q-update__label" href={`#${id}`}>
            {label}
          </a>
        ) : (
          <span class="q-update__label">{label}</span>
        )}
        {tags.length > 0 && (
          <div class="q-update__tags">
            {tags.map((t) => (
              <span class="q-update__tag">{t}</span>
            ))}
          </div>
        )}
        {props.description && <div class="q-update__description">{props.description}</div>}
      </div>
      <div class="q-update__content">{props.children}</div>
    </section>
  );
}
