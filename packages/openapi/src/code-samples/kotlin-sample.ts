import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

/** OkHttp. */
export function kotlinSample(req: SampleRequest): string {
  const lines = ['val client = OkHttpClient()', ''];
  if (req.body) {
    lines.push(
      `val mediaType = MediaType.parse(${quoted(req.body.mediaType)})`,
      `val body = RequestBody.create(mediaType, ${quoted(bodyText(req.body))})`,
    );
  }
  lines.push(
    'val request = Request.Builder()',
    `  .url(${quoted(fullUrl(req))})`,
    `  .method(${quoted(req.method)}, ${req.body ? 'body' : 'null'})`,
  );
  for (const [k, v] of req.headers) lines.push(`  .addHeader(${quoted(k)}, ${quoted(v)})`);
  lines.push('  .build()', '', 'val response = client.newCall(request).execute()');
  return lines.join('\n');
}
