import { bodyText, fullUrl, type SampleRequest } from './sample-request.js';

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlSample(req: SampleRequest): string {
  const lines = [`curl --request ${req.method}`, `--url ${shellQuote(fullUrl(req))}`];
  for (const [k, v] of req.headers) lines.push(`--header ${shellQuote(`${k}: ${v}`)}`);
  const body = req.body;
  if (body?.kind === 'multipart')
    for (const [k, v] of body.fields) lines.push(`--form ${shellQuote(`${k}=${v}`)}`);
  else if (body) lines.push(`--data ${shellQuote(bodyText(body))}`);
  return lines.join(' \\\n  ');
}
