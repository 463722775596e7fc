import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

/** libcurl; the same code compiles as C and C++. */
export function cSample(req: SampleRequest): string {
  const lines = [
    '#include <curl/curl.h>',
    '',
    'int main(void) {',
    '  CURL *hnd = curl_easy_init();',
    `  curl_easy_setopt(hnd, CURLOPT_CUSTOMREQUEST, ${quoted(req.method)});`,
    `  curl_easy_setopt(hnd, CURLOPT_URL, ${quoted(fullUrl(req))});`,
  ];
  if (req.headers.length > 0) {
    lines.push('  struct curl_slist *headers = NULL;');
    for (const [k, v] of req.headers)
      lines.push(`  headers = curl_slist_append(headers, ${quoted(`${k}: ${v}`)});`);
    lines.push('  curl_easy_setopt(hnd, CURLOPT_HTTPHEADER, headers);');
  }
  if (req.body)
    lines.push(`  curl_easy_setopt(hnd, CURLOPT_POSTFIELDS, ${quoted(bodyText(req.body))});`);
  lines.push(
    '  CURLcode ret = curl_easy_perform(hnd);',
    '  curl_easy_cleanup(hnd);',
    '  return (int)ret;',
    '}',
  );
  return lines.join('\n');
}
