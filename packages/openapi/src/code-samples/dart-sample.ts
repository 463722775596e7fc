import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

/** `package:http`. */
export function dartSample(req: SampleRequest): string {
  const lines = [
    "import 'package:http/http.dart' as http;",
    '',
    'void main() async {',
    `  final request = http.Request(${quoted(req.method)}, Uri.parse(${quoted(fullUrl(req))}));`,
  ];
  for (const [k, v] of req.headers) lines.push(`  request.headers[${quoted(k)}] = ${quoted(v)};`);
  if (req.body) lines.push(`  request.body = ${quoted(bodyText(req.body))};`);
  lines.push(
    '  final response = await request.send();',
    '  print(await response.stream.bytesToString());',
    '}',
  );
  return lines.join('\n');
}
