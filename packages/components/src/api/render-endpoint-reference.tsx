import type { ComponentChildren, VNode } from 'preact';
import type { EndpointPage, PlaygroundMode } from '@quire/openapi';
import { useComponentText } from '../env/components-env.js';
import { ApiSection } from './api-section.js';
import { BodySection } from './body-section.js';
import { CallbacksSection } from './callbacks-section.js';
import { DefinitionsSection } from './definitions-section.js';
import { EndpointExamples, type HighlightCode } from './endpoint-examples.js';
import { EndpointHeader } from './endpoint-header.js';
import {
  gatedPlaygroundFile,
  gatedPlaygroundPath,
  type GatedPlaygroundFile,
} from './gated-playground.js';
import { ParameterSections } from './parameter-sections.js';
import { playgroundPanelId } from './playground-panel-id.js';
import {
  PlaygroundSection,
  showsPlayground,
  type PlaygroundAudience,
} from './playground-section.js';
import { playgroundIdFor, playgroundSpecFor, type PlaygroundSpec } from './playground-spec.js';
import { ReferenceContext } from './reference-context.js';
import type { ReferenceSettings } from './reference-settings.js';
import { ResponsesView } from './responses-view.js';
import { SecuritySection } from './security-section.js';

export interface EndpointReferenceOptions {
  /** docs.json `api`, read with `readReferenceSettings`. */
  readonly settings: ReferenceSettings;
  /** The playground mode; default: the page's own (docs.json, overridden by x-mint and frontmatter). */
  readonly playground?: PlaygroundMode;
  /** Groups a gated playground is shown to (frontmatter `groups`); default: the page's x-mint groups. */
  readonly groups?: readonly string[];
  /** Default `{ kind: 'static' }`. */
  readonly audience?: PlaygroundAudience;
  /** Default: `playgroundIdFor(page)`. */
  readonly playgroundId?: string;
  readonly highlight?: HighlightCode;
  /** Shown above the reference: the compiled `x-mint.content`, or the body of a page with `openapi:`/`api:` frontmatter. */
  readonly intro?: ComponentChildren;
  /** False for hand-written `api:` pages, whose own fields are the reference. Default true. */
  readonly generated?: boolean;
}

export interface EndpointReference {
  /** The main column. */
  readonly content: VNode;
  /** The right column (request and response examples), or null. */
  readonly aside: VNode | null;
  readonly mode: PlaygroundMode;
  readonly spec: PlaygroundSpec;
  /** For a gated playground on a static page: the file to write (site path without leading slash) and its content. */
  readonly gated?: { readonly path: string; readonly file: GatedPlaygroundFile };
}

function groupsOf(page: EndpointPage, given: readonly string[] | undefined): readonly string[] {
  if (given) return given;
  const fromMeta = page.metadata['groups'];
  if (Array.isArray(fromMeta)) return fromMeta.filter((g): g is string => typeof g === 'string');
  return page.groups ?? [];
}

function Reference(props: { readonly page: EndpointPage }): VNode {
  const { page } = props;
  const webhook = page.kind === 'webhook';
  const say = useComponentText();
  return (
    <>
      {!webhook && <SecuritySection security={page.security} />}
      <ParameterSections parameters={page.parameters} />
      <BodySection
        body={page.requestBody}
        title={say(webhook ? 'api.payload' : 'playground.body')}
      />
      <CallbacksSection callbacks={page.callbacks} />
      {page.responses.length > 0 && (
        <ApiSection title={say(webhook ? 'api.expectedResponse' : 'api.response')} name="responses">
          <ResponsesView responses={page.responses} />
        </ApiSection>
      )}
      <DefinitionsSection definitions={page.definitions} />
    </>
  );
}

/**
 * An endpoint (or webhook) page: the endpoint line, the playground as its mode says, the intro
 * content, then authorizations, parameters by location, body (a webhook's payload), callbacks,
 * responses by status and the schemas referred to by name; the examples for the right column.
 * Render both inside the page's components environment.
 */
export function renderEndpointReference(
  page: EndpointPage,
  options: EndpointReferenceOptions,
): EndpointReference {
  const mode: PlaygroundMode =
    page.kind === 'webhook' ? 'none' : (options.playground ?? page.playground);
  const spec = playgroundSpecFor(
    page,
    options.settings,
    options.playgroundId ?? playgroundIdFor(page),
  );
  const groups = groupsOf(page, options.groups);
  const audience = options.audience ?? { kind: 'static' };
  const shown = showsPlayground(mode, audience, groups);
  const tryIt =
    shown === 'no' ? undefined : { panel: playgroundPanelId(spec.id), gated: shown === 'gated' };
  const context = {
    definitions: page.definitions,
    expanded: options.settings.paramsExpanded,
    postKeys: options.settings.paramsPost,
  };
  const content = (
    <ReferenceContext.Provider value={context}>
      <div class="q-api" data-kind={page.kind} data-playground={mode}>
        <EndpointHeader
          page={page}
          fullUrl={options.settings.url === 'full'}
          copyable={mode !== 'none'}
          tryIt={tryIt}
        />
        <PlaygroundSection mode={mode} spec={spec} groups={groups} audience={audience} />
        {options.intro !== undefined && <div class="q-api-intro">{options.intro}</div>}
        {options.generated !== false && <Reference page={page} />}
      </div>
    </ReferenceContext.Provider>
  );
  const aside =
    options.generated === false ? null : (
      <EndpointExamples
        page={page}
        {...(options.highlight ? { highlight: options.highlight } : {})}
      />
    );
  const gated =
    mode === 'auth' && audience.kind === 'static'
      ? { path: gatedPlaygroundPath(spec.id), file: gatedPlaygroundFile(spec, groups) }
      : undefined;
  return { content, aside, mode, spec, ...(gated ? { gated } : {}) };
}
