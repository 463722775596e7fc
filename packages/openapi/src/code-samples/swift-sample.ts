import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

export function swiftSample(req: SampleRequest): string {
  const lines = [
    'import Foundation',
    '',
    `let url = URL(string: ${quoted(fullUrl(req))})!`,
    'var request = URLRequest(url: url)',
    `request.httpMethod = ${quoted(req.method)}`,
  ];
  for (const [k, v] of req.headers)
    lines.push(`request.setValue(${quoted(v)}, forHTTPHeaderField: ${quoted(k)})`);
  if (req.body) lines.push(`request.httpBody = ${quoted(bodyText(req.body))}.data(using: .utf8)`);
  lines.push(
    '',
    'let (data, _) = try await URLSession.shared.data(for: request)',
    'print(String(decoding: data, as: UTF8.self))',
  );
  return lines.join('\n');
}
