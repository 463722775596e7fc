import type { VNode } from 'preact';
import type { EndpointPage, ExampleModel, ResponseModel } from '@quire/openapi';
import { CodeBlock } from '../code/code-block.js';
import { CodeGroup } from '../code/code-group.js';
import { useComponentText } from '../env/components-env.js';

/** Highlighted HTML (`<pre class="shiki">…`) for a code sample, from the build's highlighter. */
export type HighlightCode = (code: string, language: string) => string | undefined;

interface Sample {
  readonly title: string;
  readonly language: string;
  readonly code: string;
}

export function exampleSource(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

const languageOf = (mediaType: string) =>
  /json/i.test(mediaType)
    ? 'json'
    : /xml/i.test(mediaType)
      ? 'xml'
      : /yaml/i.test(mediaType)
        ? 'yaml'
        : 'text';

function exampleTitle(prefix: string, example: ExampleModel, count: number): string {
  if (count === 1) return prefix;
  return `${prefix} · ${example.summary ?? example.name}`;
}

const distinct = (labels: readonly string[]) => new Set(labels).size === labels.length;

/**
 * A response's examples, each titled by status and, when there are several, by its summary when
 * the summaries tell them apart, else by its example name (and media type when that is needed).
 */
function responseSamples(response: ResponseModel): Sample[] {
  const examples = response.content.flatMap((media) =>
    media.examples.map((example) => ({ media, example })),
  );
  const summaries = examples.map(({ example }) => example.summary ?? example.name);
  const names = examples.map(({ example }) => example.name);
  const labels = distinct(summaries)
    ? summaries
    : distinct(names)
      ? names
      : examples.map(({ media, example }) => `${example.name} (${media.mediaType})`);
  return examples.map(({ media, example }, i) => ({
    title: examples.length === 1 ? response.status : `${response.status} · ${labels[i]!}`,
    language: languageOf(media.mediaType),
    code: exampleSource(example.value),
  }));
}

function codeBlocks(samples: readonly Sample[], highlight: HighlightCode | undefined): VNode[] {
  return samples.map((s) => {
    const html = highlight?.(s.code, s.language);
    return (
      <CodeBlock
        title={s.title}
        language={s.language}
        code={s.code}
        {...(html !== undefined ? { html } : {})}
      />
    );
  });
}

/** The request side: the code samples behind a language switcher (synced site-wide), or a webhook's payload. */
function RequestSamples(props: {
  readonly page: EndpointPage;
  readonly highlight: HighlightCode | undefined;
}): VNode | null {
  const { page } = props;
  const say = useComponentText();
  const samples: Sample[] =
    page.kind === 'webhook'
      ? (page.requestBody?.content ?? []).flatMap((m) =>
          m.examples.map((e) => ({
            title: exampleTitle(say('api.payload'), e, m.examples.length),
            language: languageOf(m.mediaType),
            code: exampleSource(e.value),
          })),
        )
      : page.codeSamples.map((s) => ({ title: s.label, language: s.lang, code: s.source }));
  if (samples.length === 0) return null;
  const languages = page.kind !== 'webhook';
  return (
    <CodeGroup
      dropdown={languages}
      sync={languages}
      slot="request-example"
      className={`q-example q-example--request${languages ? ' q-api-samples' : ''}`}
    >
      {codeBlocks(samples, props.highlight)}
    </CodeGroup>
  );
}

/**
 * The right column of an endpoint page: the request (code samples, or a webhook's payload) and
 * the response examples by status. Null when there is nothing to show.
 */
export function EndpointExamples(props: {
  readonly page: EndpointPage;
  readonly highlight?: HighlightCode;
  /** Which sides to show (default both): a page with its own `RequestExample` keeps only the generated response. */
  readonly parts?: { readonly request: boolean; readonly response: boolean };
}): VNode | null {
  const parts = props.parts ?? { request: true, response: true };
  const responses = parts.response ? props.page.responses.flatMap(responseSamples) : [];
  const request = <RequestSamples page={props.page} highlight={props.highlight} />;
  const hasRequest =
    parts.request &&
    (props.page.kind === 'webhook'
      ? (props.page.requestBody?.content.some((m) => m.examples.length > 0) ?? false)
      : props.page.codeSamples.length > 0);
  if (!hasRequest && responses.length === 0) return null;
  return (
    <>
      {hasRequest && request}
      {responses.length > 0 && (
        <CodeGroup sync={false} slot="response-example" className="q-example q-example--response">
          {codeBlocks(responses, props.highlight)}
        </CodeGroup>
      )}
    </>
  );
}
