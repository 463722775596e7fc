import { describe, expect, it } from 'vitest';
import { headingKey, markdownSections } from '@quire/assistant';

describe('markdownSections', () => {
  it('splits a page at its ## and ### headings, outside code fences, as plain text with the code apart', () => {
    const md = [
      '# Webhooks',
      '',
      '> Receive events over HTTP.',
      '',
      'Parcel sends a <Tooltip tip="x">POST</Tooltip> request. See [signing](#signing).',
      '',
      '```bash',
      '## not a heading',
      'curl -X POST',
      '```',
      '',
      '<div id="signing">',
      '  ## Signing **secret**',
      '</div>',
      '',
      '<Note>Every request is signed.</Note>',
      '',
      '### Retries',
      '',
      '- Five times',
      '',
      '| code | status |',
      '| --- | :---: |',
      '| `a` | 400 |',
    ].join('\n');
    expect(markdownSections(md)).toEqual([
      {
        heading: undefined,
        text: 'Receive events over HTTP. Parcel sends a POST request. See signing.',
        code: '## not a heading\ncurl -X POST',
      },
      { heading: 'Signing secret', text: 'Every request is signed.' },
      { heading: 'Retries', text: 'Five times code = `a`; status = 400.' },
    ]);
  });

  it('compares headings by their words', () => {
    expect(headingKey('Install the `CLI`!')).toBe(headingKey('install the CLI'));
  });
});
