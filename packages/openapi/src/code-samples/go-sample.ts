import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

export function goSample(req: SampleRequest): string {
  const body = req.body ? bodyText(req.body) : undefined;
  const imports = ['"fmt"', ...(body !== undefined ? ['"strings"'] : []), '"net/http"', '"io"'];
  const lines = [
    'package main',
    '',
    `import (\n\t${imports.join('\n\t')}\n)`,
    '',
    'func main() {',
    '',
    `\turl := ${quoted(fullUrl(req))}`,
    '',
  ];
  if (body !== undefined) lines.push(`\tpayload := strings.NewReader(${quoted(body)})`, '');
  lines.push(
    `\treq, _ := http.NewRequest(${quoted(req.method)}, url, ${body !== undefined ? 'payload' : 'nil'})`,
    '',
  );
  for (const [k, v] of req.headers) lines.push(`\treq.Header.Add(${quoted(k)}, ${quoted(v)})`);
  if (req.headers.length > 0) lines.push('');
  lines.push(
    '\tres, _ := http.DefaultClient.Do(req)',
    '',
    '\tdefer res.Body.Close()',
    '\tbody, _ := io.ReadAll(res.Body)',
    '',
    '\tfmt.Println(res)',
    '\tfmt.Println(string(body))',
    '',
    '}',
  );
  return lines.join('\n');
}
