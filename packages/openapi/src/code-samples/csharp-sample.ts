import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

/** `HttpClient` samples for C# and .NET. */
export function csharpSample(req: SampleRequest): string {
  const method = req.method.charAt(0) + req.method.slice(1).toLowerCase();
  const lines = [
    'using System.Net.Http;',
    'using System.Net.Http.Headers;',
    '',
    'var client = new HttpClient();',
    'var request = new HttpRequestMessage',
    '{',
    `    Method = new HttpMethod(${quoted(method.toUpperCase())}),`,
    `    RequestUri = new Uri(${quoted(fullUrl(req))}),`,
  ];
  const headers = req.headers.filter(([k]) => k.toLowerCase() !== 'content-type');
  if (headers.length > 0)
    lines.push(
      '    Headers =',
      '    {',
      ...headers.map(([k, v]) => `        { ${quoted(k)}, ${quoted(v)} },`),
      '    },',
    );
  if (req.body)
    lines.push(
      `    Content = new StringContent(${quoted(bodyText(req.body))}, null, ${quoted(req.body.mediaType)}),`,
    );
  lines.push(
    '};',
    'using (var response = await client.SendAsync(request))',
    '{',
    '    response.EnsureSuccessStatusCode();',
    '    var body = await response.Content.ReadAsStringAsync();',
    '    Console.WriteLine(body);',
    '}',
  );
  return lines.join('\n');
}
