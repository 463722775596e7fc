import { bodyText, fullUrl, type SampleRequest } from './sample-request.js';

const psString = (s: string): string => `'${s.replace(/'/g, "''")}'`;

export function powershellSample(req: SampleRequest): string {
  const lines: string[] = [];
  if (req.headers.length > 0) {
    lines.push('$headers=@{}');
    for (const [k, v] of req.headers) lines.push(`$headers.Add(${psString(k)}, ${psString(v)})`);
  }
  const args = [`-Uri ${psString(fullUrl(req))}`, `-Method ${req.method}`];
  if (req.headers.length > 0) args.push('-Headers $headers');
  if (req.body)
    args.push(
      `-ContentType ${psString(req.body.mediaType)}`,
      `-Body ${psString(bodyText(req.body))}`,
    );
  lines.push(`$response = Invoke-WebRequest ${args.join(' ')}`);
  return lines.join('\n');
}
