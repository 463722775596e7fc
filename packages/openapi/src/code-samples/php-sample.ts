import { bodyText, fullUrl, type SampleRequest } from './sample-request.js';

const phpString = (s: string): string =>
  `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '\\$')}"`;

export function phpSample(req: SampleRequest): string {
  const options = [
    `CURLOPT_URL => ${phpString(fullUrl(req))}`,
    'CURLOPT_RETURNTRANSFER => true',
    `CURLOPT_CUSTOMREQUEST => ${phpString(req.method)}`,
  ];
  if (req.body) options.push(`CURLOPT_POSTFIELDS => ${phpString(bodyText(req.body))}`);
  if (req.headers.length > 0) {
    options.push(
      `CURLOPT_HTTPHEADER => [\n    ${req.headers.map(([k, v]) => phpString(`${k}: ${v}`)).join(',\n    ')}\n  ]`,
    );
  }
  return [
    '<?php',
    '',
    '$curl = curl_init();',
    '',
    `curl_setopt_array($curl, [\n  ${options.join(',\n  ')},\n]);`,
    '',
    '$response = curl_exec($curl);',
    '$err = curl_error($curl);',
    '',
    'curl_close($curl);',
    '',
    'if ($err) {',
    '  echo "cURL Error #:" . $err;',
    '} else {',
    '  echo $response;',
    '}',
  ].join('\n');
}
