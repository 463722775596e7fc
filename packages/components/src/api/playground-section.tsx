import type { VNode } from 'preact';
import type { PlaygroundMode } from '@quire/openapi';
import { canSeePlayground, type Viewer } from '../auth/can-see-playground.js';
import { PlaygroundView } from '../client/playground/playground-view.js';
import { gatedPlaygroundPath } from './gated-playground.js';
import type { PlaygroundSpec } from './playground-spec.js';

/**
 * Who a page is rendered for, as far as a gated (`auth`) playground goes. `static`: one HTML for
 * everyone (a static site); the page holds only a placeholder and the client decides. `viewer`:
 * rendered per reader (`quire serve`, `quire dev --groups`): the playground is in or out.
 */
export type PlaygroundAudience = { readonly kind: 'static' } | { readonly kind: 'viewer'; readonly viewer: Viewer };

/** JSON that is safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The interactive playground behind a "Try it" toggle: its spec for the client, and the same form
 * rendered for reading without JavaScript.
 */
export function InteractivePlayground(props: { readonly spec: PlaygroundSpec }): VNode {
  return (
    <details class="q-playground" data-q-playground-root="">
      <summary class="q-playground__summary">Try it</summary>
      <script type="application/json" data-q-playground="" dangerouslySetInnerHTML={{ __html: scriptJson(props.spec) }} />
      <div class="q-playground__mount" data-q-playground-mount="">
        <PlaygroundView spec={props.spec} />
      </div>
    </details>
  );
}

export interface PlaygroundSectionProps {
  readonly mode: PlaygroundMode;
  readonly spec: PlaygroundSpec;
  /** The page's frontmatter `groups` (for `auth`). */
  readonly groups: readonly string[];
  readonly audience: PlaygroundAudience;
}

/**
 * The playground part of an endpoint page. `interactive`: the form; `auth`: for a static page an
 * empty placeholder naming the gated spec file and the groups (nothing of the playground itself),
 * for a known reader the form or nothing; `simple` and `none`: nothing here.
 */
export function PlaygroundSection(props: PlaygroundSectionProps): VNode | null {
  if (props.mode === 'interactive') return <InteractivePlayground spec={props.spec} />;
  if (props.mode !== 'auth') return null;
  if (props.audience.kind === 'viewer') return canSeePlayground(props.audience.viewer, props.groups) ? <InteractivePlayground spec={props.spec} /> : null;
  return <div class="q-playground q-playground--gated" data-q-playground-gated="" data-src={`/${gatedPlaygroundPath(props.spec.id)}`} data-groups={props.groups.join(',')} />;
}
