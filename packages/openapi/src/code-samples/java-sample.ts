import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

/** Java 11+ `HttpClient`. */
export function javaSample(req: SampleRequest): string {
  const body = req.body
    ? `HttpRequest.BodyPublishers.ofString(${quoted(bodyText(req.body))})`
    : 'HttpRequest.BodyPublishers.noBody()';
  const lines = [
    'HttpRequest request = HttpRequest.newBuilder()',
    `    .uri(URI.create(${quoted(fullUrl(req))}))`,
    ...req.headers.map(([k, v]) => `    .header(${quoted(k)}, ${quoted(v)})`),
    `    .method(${quoted(req.method)}, ${body})`,
    '    .build();',
    'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.body());',
  ];
  return lines.join('\n');
}
