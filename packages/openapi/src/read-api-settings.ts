import { isRecord } from './is-record.js';
import type { PlaygroundMode } from './endpoint-page.js';

/** The parts of docs.json `api` an endpoint page depends on, with their defaults. */
export interface ApiSettings {
  readonly url?: 'full';
  readonly playground: PlaygroundMode;
  readonly examples: {
    readonly languages?: readonly string[];
    readonly defaults: 'all' | 'required';
    readonly autogenerate: boolean;
    readonly prefill: boolean;
  };
  /** The site's absolute base URL: code samples place a spec's relative server (`/`, `/v1`) under it. */
  readonly siteUrl?: string | undefined;
}

const MODES: readonly PlaygroundMode[] = ['interactive', 'simple', 'none', 'auth'];

/** Reads docs.json `api` (any value; what is not understood takes its default). */
export function readApiSettings(api: unknown): ApiSettings {
  const a = isRecord(api) ? api : {};
  const playground = isRecord(a['playground']) ? a['playground']['display'] : undefined;
  const examples = isRecord(a['examples']) ? a['examples'] : {};
  const languages = Array.isArray(examples['languages'])
    ? examples['languages'].filter((l): l is string => typeof l === 'string')
    : undefined;
  return {
    ...(a['url'] === 'full' ? { url: 'full' as const } : {}),
    playground: MODES.includes(playground as PlaygroundMode)
      ? (playground as PlaygroundMode)
      : 'interactive',
    examples: {
      ...(languages ? { languages } : {}),
      defaults: examples['defaults'] === 'required' ? 'required' : 'all',
      autogenerate: examples['autogenerate'] !== false,
      prefill: examples['prefill'] === true,
    },
  };
}
