import { bodyText, quoted, type SampleRequest } from './sample-request.js';

export function pythonSample(req: SampleRequest): string {
  const lines = ['import requests', '', `url = ${quoted(req.url)}`, ''];
  const args = ['url'];
  if (req.query.length > 0) {
    lines.push(
      `querystring = {${req.query.map(([k, v]) => `${quoted(k)}: ${quoted(v)}`).join(', ')}}`,
      '',
    );
    args.push('params=querystring');
  }
  const body = req.body;
  if (body?.kind === 'json') {
    lines.push(`payload = ${pythonLiteral(body.value, 0)}`);
    args.push('json=payload');
  } else if (body?.kind === 'form' || body?.kind === 'multipart') {
    lines.push(
      `payload = {${body.fields.map(([k, v]) => `${quoted(k)}: ${quoted(v)}`).join(', ')}}`,
    );
    args.push('data=payload');
  } else if (body) {
    lines.push(`payload = ${quoted(bodyText(body))}`);
    args.push('data=payload');
  }
  const headers = req.headers.filter(
    ([k]) => !(body?.kind === 'json' && k.toLowerCase() === 'content-type'),
  );
  if (headers.length > 0) {
    lines.push(`headers = {${headers.map(([k, v]) => `${quoted(k)}: ${quoted(v)}`).join(', ')}}`);
    args.push('headers=headers');
  }
  if (body || headers.length > 0) lines.push('');
  lines.push(
    `response = requests.${req.method.toLowerCase()}(${args.join(', ')})`,
    '',
    'print(response.text)',
  );
  return lines.join('\n');
}

function pythonLiteral(value: unknown, indent: number): string {
  const pad = '    '.repeat(indent + 1);
  const end = '    '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : `[${value.map((v) => pythonLiteral(v, indent)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${pad}${quoted(k)}: ${pythonLiteral(v, indent + 1)}`).join(',\n')}\n${end}}`;
  }
  return typeof value === 'string' ? quoted(value) : String(value);
}
