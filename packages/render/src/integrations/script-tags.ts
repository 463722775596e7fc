import { asString } from '../read-json.js';
import { type Snippet, enc, origin } from './integration-tag.js';

/** Providers whose snippet is their script alone, with its ids in the URL or in attributes. */
export const SCRIPT_TAGS: Readonly<Record<string, Snippet>> = {
  adobe: (o) =>
    asString(o.launchUrl) ? [{ provider: 'adobe', src: asString(o.launchUrl) }] : undefined,
  clearbit: (o) => {
    const key = asString(o.publicApiKey);
    return key
      ? [
          {
            provider: 'clearbit',
            src: `https://tag.clearbitscripts.com/v1/${enc(key)}/tags.js`,
            attrs: { referrerpolicy: 'strict-origin-when-cross-origin' },
          },
        ]
      : undefined;
  },
  fathom: (o) => {
    const id = asString(o.siteId);
    return id
      ? [
          {
            provider: 'fathom',
            src: 'https://cdn.usefathom.com/script.js',
            attrs: { 'data-site': id, defer: '' },
          },
        ]
      : undefined;
  },
  pirsch: (o) => {
    const id = asString(o.id);
    return id
      ? [
          {
            provider: 'pirsch',
            src: 'https://api.pirsch.io/pa.js',
            attrs: { id: 'pianjs', 'data-code': id, defer: '' },
          },
        ]
      : undefined;
  },
  plausible: (o) => {
    const domain = asString(o.domain);
    const server = origin(asString(o.server), 'https://plausible.io');
    return domain
      ? [
          {
            provider: 'plausible',
            src: `${server}/js/script.js`,
            attrs: { 'data-domain': domain, defer: '' },
          },
        ]
      : undefined;
  },
};
