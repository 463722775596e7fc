import type { ServerModel } from './endpoint-page.js';
import { isRecord } from './is-record.js';

/** The servers that apply: the operation's, else the path item's, else the document's. */
export function buildServers(...levels: readonly unknown[]): ServerModel[] {
  const list = levels.find((l) => Array.isArray(l) && l.length > 0) as unknown[] | undefined;
  return (list ?? [])
    .filter(isRecord)
    .flatMap((s) => (typeof s['url'] === 'string' ? [serverModel(s['url'], s)] : []));
}

function serverModel(template: string, s: Record<string, unknown>): ServerModel {
  const variables: Record<string, { default: string; enum?: string[]; description?: string }> = {};
  for (const [name, v] of Object.entries(isRecord(s['variables']) ? s['variables'] : {})) {
    if (!isRecord(v)) continue;
    variables[name] = {
      default: String(v['default'] ?? ''),
      ...(Array.isArray(v['enum']) ? { enum: v['enum'].map(String) } : {}),
      ...(typeof v['description'] === 'string' ? { description: v['description'] } : {}),
    };
  }
  const url = template.replace(
    /\{([^}]+)\}/g,
    (whole, name: string) => variables[name]?.default ?? whole,
  );
  return {
    url,
    template,
    ...(typeof s['description'] === 'string' ? { description: s['description'] } : {}),
    variables,
  };
}
