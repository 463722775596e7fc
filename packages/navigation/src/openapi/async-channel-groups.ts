import type { GeneratedEndpoint, GeneratedGroup } from './endpoint-catalog.js';
import type { SpecSource } from '../read/spec-node.js';
import { titleFromPath } from '../pages/title-from-path.js';

/** One channel of an AsyncAPI document. */
export interface AsyncChannel {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
}

/** The channels of each AsyncAPI document named in the navigation, by normalised source path. */
export type AsyncApiChannels = ReadonlyMap<string, readonly AsyncChannel[]>;

/** The group that holds generated AsyncAPI channel pages (as on the reference platform). */
export const ASYNC_GROUP = 'Websockets';

function slugPart(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[{}(),.'/]/g, '')
    .replace(/-{2,}/g, '-')
    .toLowerCase();
}

/**
 * A page per channel of each document, in one "Websockets" group: `<directory>/websockets/<channel>`
 * (lowercased; `directory` defaults to `api-reference`), titled by the channel's `title`, else its name.
 */
export function asyncChannelGroups(
  documents: AsyncApiChannels,
  sources: readonly SpecSource[],
): GeneratedGroup[] {
  const pages: GeneratedEndpoint[] = [];
  for (const source of sources) {
    const base = (source.directory ?? 'api-reference').replace(/^\/+|\/+$/g, '');
    for (const channel of documents.get(source.source) ?? []) {
      const slug = `${base}/websockets/${slugPart(channel.name)}`.toLowerCase();
      pages.push({
        slug,
        kind: 'endpoint',
        title: channel.title ?? titleFromPath(slug),
        description: channel.description,
        deprecated: false,
        hidden: false,
        operation: { spec: source.source, method: 'channel', path: channel.name },
      });
    }
  }
  return pages.length > 0 ? [{ label: ASYNC_GROUP, pages }] : [];
}
