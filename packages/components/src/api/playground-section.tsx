import type { ComponentChildren, VNode } from 'preact';
import type { PlaygroundMode } from '@quire/openapi';
import { canSeePlayground, type Viewer } from '../auth/can-see-playground.js';
import { PlaygroundView } from '../client/playground/playground-view.js';
import { useComponentText } from '../env/components-env.js';
import { gatedPlaygroundPath } from './gated-playground.js';
import { playgroundPanelId } from './playground-panel-id.js';
import type { PlaygroundSpec } from './playground-spec.js';

/**
 * Who a page is rendered for, as far as a gated (`auth`) playground goes. `static`: one HTML for
 * everyone (a static site); the page holds only a placeholder and the client decides. `viewer`:
 * rendered per reader (`quire serve`, `quire dev --groups`): the playground is in or out.
 */
export type PlaygroundAudience =
  { readonly kind: 'static' } | { readonly kind: 'viewer'; readonly viewer: Viewer };

/** JSON that is safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The panel's frame: a popover dialog (opened by the "Try it" button of the endpoint bar, closed by
 * its close button, Escape or a click outside) with the playground inside. The client builds the
 * same frame for a gated playground it loads.
 */
export function PlaygroundPanel(props: {
  readonly specId: string;
  readonly label: string;
  readonly children: ComponentChildren;
}): VNode {
  const id = playgroundPanelId(props.specId);
  const say = useComponentText();
  return (
    <div
      class="q-playground"
      id={id}
      popover="auto"
      role="dialog"
      aria-label={say('playground.tryItLabel', { endpoint: props.label })}
      data-q-playground-root=""
    >
      <div class="q-playground__head">
        <p class="q-playground__title">{say('playground.tryIt')}</p>
        <button
          type="button"
          class="q-playground__close"
          popovertarget={id}
          popovertargetaction="hide"
          aria-label={say('playground.close')}
        >
          ×
        </button>
      </div>
      {props.children}
    </div>
  );
}

/**
 * The interactive playground in its panel: its spec for the client, and the same form rendered for
 * reading without JavaScript.
 */
export function InteractivePlayground(props: { readonly spec: PlaygroundSpec }): VNode {
  const say = useComponentText();
  return (
    <PlaygroundPanel specId={props.spec.id} label={`${props.spec.method} ${props.spec.path}`}>
      <script
        type="application/json"
        data-q-playground=""
        dangerouslySetInnerHTML={{ __html: scriptJson(props.spec) }}
      />
      <div class="q-playground__mount" data-q-playground-mount="">
        <PlaygroundView spec={props.spec} say={say} />
      </div>
    </PlaygroundPanel>
  );
}

/** Whether the page shows a playground to this audience now (`static` gated ones appear later, in the client). */
export function showsPlayground(
  mode: PlaygroundMode,
  audience: PlaygroundAudience,
  groups: readonly string[],
): 'now' | 'gated' | 'no' {
  if (mode === 'interactive') return 'now';
  if (mode !== 'auth') return 'no';
  if (audience.kind === 'static') return 'gated';
  return canSeePlayground(audience.viewer, groups) ? 'now' : 'no';
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
  const shown = showsPlayground(props.mode, props.audience, props.groups);
  if (shown === 'now') return <InteractivePlayground spec={props.spec} />;
  if (shown === 'no') return null;
  return (
    <div
      class="q-playground-gated"
      data-q-playground-gated=""
      data-src={`/${gatedPlaygroundPath(props.spec.id)}`}
      data-groups={props.groups.join(',')}
    />
  );
}
