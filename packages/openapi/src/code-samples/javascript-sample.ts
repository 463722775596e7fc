import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

/** `fetch` samples: the same code serves JavaScript, Node.js and TypeScript. */
export function javascriptSample(req: SampleRequest): string {
  const parts = [`method: ${quoted(req.method)}`];
  if (req.headers.length > 0) {
    parts.push(
      `headers: {${req.headers.map(([k, v]) => `${quoted(k)}: ${quoted(v)}`).join(', ')}}`,
    );
  }
  const body = req.body;
  if (body?.kind === 'json')
    parts.push(
      `body: JSON.stringify(${JSON.stringify(body.value, null, 2).replace(/\n/g, '\n  ')})`,
    );
  else if (body?.kind === 'multipart') parts.push('body: form');
  else if (body) parts.push(`body: ${quoted(bodyText(body))}`);
  const lines: string[] = [];
  if (body?.kind === 'multipart') {
    lines.push('const form = new FormData();');
    for (const [k, v] of body.fields) lines.push(`form.append(${quoted(k)}, ${quoted(v)});`);
    lines.push('');
  }
  lines.push(
    `const options = {\n  ${parts.join(',\n  ')}\n};`,
    '',
    `fetch(${quoted(fullUrl(req))}, options)`,
    '  .then(response => response.json())',
    '  .then(response => console.log(response))',
    '  .catch(err => console.error(err));',
  );
  return lines.join('\n');
}
