import { bodyText, fullUrl, quoted, type SampleRequest } from './sample-request.js';

/** `reqwest` with tokio. */
export function rustSample(req: SampleRequest): string {
  const lines = [
    '#[tokio::main]',
    'async fn main() -> Result<(), reqwest::Error> {',
    '    let client = reqwest::Client::new();',
    `    let response = client.request(reqwest::Method::${req.method}, ${quoted(fullUrl(req))})`,
  ];
  for (const [k, v] of req.headers) lines.push(`        .header(${quoted(k)}, ${quoted(v)})`);
  if (req.body) lines.push(`        .body(${quoted(bodyText(req.body))})`);
  lines.push(
    '        .send()',
    '        .await?;',
    '    println!("{}", response.text().await?);',
    '    Ok(())',
    '}',
  );
  return lines.join('\n');
}
