import { docsFileReader } from '@quire/config';
import { parse } from 'yaml';
import type { AsyncApiChannels, AsyncChannel } from '../openapi/async-channel-groups.js';
import { isRecord, stringField } from '../read/json-fields.js';
import { readNavigation } from '../read/read-navigation.js';
import type { SpecNode } from '../read/spec-node.js';

function asyncSources(nodes: readonly SpecNode[], out: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'entry') continue;
    for (const s of node.asyncapi) out.add(s.source);
    asyncSources(node.children, out);
  }
  return out;
}

function channelsOf(document: unknown): AsyncChannel[] {
  const channels = isRecord(document) && isRecord(document.channels) ? document.channels : {};
  return Object.entries(channels).map(([name, value]) => {
    const channel = isRecord(value) ? value : {};
    return {
      name,
      title: stringField(channel.title),
      description: stringField(channel.description),
    };
  });
}

/**
 * Reads the channels of every local AsyncAPI document named by an `asyncapi` setting of the
 * navigation (JSON or YAML). A document that is missing or does not parse gives no channels.
 */
export async function loadAsyncChannels(root: string, config: unknown): Promise<AsyncApiChannels> {
  const out = new Map<string, AsyncChannel[]>();
  const navigation = isRecord(config) ? readNavigation(config.navigation).children : [];
  for (const source of asyncSources(navigation, new Set())) {
    if (/^https?:\/\//i.test(source)) continue;
    try {
      out.set(source, channelsOf(parse(await docsFileReader(root)(source))));
    } catch {
      out.set(source, []);
    }
  }
  return out;
}
