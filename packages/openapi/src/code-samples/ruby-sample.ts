import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

export function rubySample(req: SampleRequest): string {
  const klass = req.method.charAt(0) + req.method.slice(1).toLowerCase();
  const lines = [
    "require 'uri'",
    "require 'net/http'",
    '',
    `url = URI(${quoted(fullUrl(req))})`,
    '',
    'http = Net::HTTP.new(url.host, url.port)',
    'http.use_ssl = true',
    '',
    `request = Net::HTTP::${klass}.new(url)`,
    ...req.headers.map(([k, v]) => `request[${quoted(k)}] = ${quoted(v)}`),
  ];
  if (req.body) lines.push(`request.body = ${quoted(bodyText(req.body))}`);
  lines.push('', 'response = http.request(request)', 'puts response.read_body');
  return lines.join('\n');
}
