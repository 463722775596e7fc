import { englishText, type PageText } from '@quire/i18n/page';
import type { PlaygroundField } from '../../api/playground-field.js';
import type { PlaygroundSpec } from '../../api/playground-spec.js';
import { listItems } from './typed-field-value.js';
import type { FieldValue, PlaygroundValues } from './playground-values.js';

export interface RequestUrlParts {
  readonly base: string;
  readonly path: string;
  readonly query: [string, string][];
  readonly problems: string[];
}

function queryPairs(field: PlaygroundField, value: FieldValue): [string, string][] {
  if (typeof value !== 'string' || value === '') return [];
  if (field.kind === 'array') {
    const items = listItems(value);
    const joiner =
      field.style === 'spaceDelimited'
        ? ' '
        : field.style === 'pipeDelimited'
          ? '|'
          : field.explode === false
            ? ','
            : undefined;
    return joiner === undefined
      ? items.map((item) => [field.name, item])
      : [[field.name, items.join(joiner)]];
  }
  if (field.kind === 'json' && field.style === 'deepObject') {
    try {
      const object = JSON.parse(value) as unknown;
      if (typeof object === 'object' && object !== null && !Array.isArray(object)) {
        return Object.entries(object).map(([k, v]) => [
          `${field.name}[${k}]`,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]);
      }
    } catch {
      // Not JSON: sent as written.
    }
  }
  return [[field.name, value]];
}

function baseOf(
  spec: PlaygroundSpec,
  values: PlaygroundValues,
  pageUrl: string | undefined,
): string {
  const server = spec.servers[values.server] ?? spec.servers[0];
  const raw = server
    ? server.template.replace(
        /\{([^}]+)\}/g,
        (whole, name: string) =>
          values.serverVariables[name] || server.variables[name]?.default || whole,
      )
    : values.baseUrl.trim();
  if (raw === '' || /^[a-z][a-z0-9+.-]*:/i.test(raw) || !pageUrl) return raw.replace(/\/+$/, '');
  return new URL(raw, pageUrl).toString().replace(/\/+$/, '');
}

/** The parts of the request URL: the base from the chosen server, the path with its parameters, the query. */
export function requestUrl(
  spec: PlaygroundSpec,
  values: PlaygroundValues,
  pageUrl?: string,
  say: PageText = englishText,
): RequestUrlParts {
  const problems: string[] = [];
  const base = baseOf(spec, values, pageUrl);
  if (base === '') problems.push(say('playground.enterBaseUrl'));
  const path = spec.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values.params.path[name];
    if (typeof value === 'string' && value !== '') return encodeURIComponent(value);
    problems.push(say('playground.enterPathParameter', { name }));
    return whole;
  });
  const query = spec.parameters.query.flatMap((field) =>
    queryPairs(field, values.params.query[field.name]),
  );
  return { base, path, query, problems };
}

/** The URL text of the parts. */
export function formatRequestUrl(parts: Pick<RequestUrlParts, 'base' | 'path' | 'query'>): string {
  const search = new URLSearchParams(parts.query).toString();
  return `${parts.base}${parts.path}${search ? `?${search}` : ''}`;
}
