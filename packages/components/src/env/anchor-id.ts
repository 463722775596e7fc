import type { ComponentsEnv } from './components-env.js';
import { slugifyHeading } from '@quire/mdx/runtime';

/**
 * The id of a component anchor (Step, Accordion, Update, fields): the author's `id` as given,
 * else the text slugified like a heading; unique on the page when the env has a slugger.
 */
export function anchorId(env: ComponentsEnv, explicit: unknown, text: string): string | undefined {
  if (typeof explicit === 'string' && explicit.trim() !== '') {
    const id = explicit.trim();
    return env.slugger ? env.slugger.reserve(id) : id;
  }
  if (slugifyHeading(text) === '') return undefined;
  return env.slugger ? env.slugger.slug(text) : slugifyHeading(text);
}
