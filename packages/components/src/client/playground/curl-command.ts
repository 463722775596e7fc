import type { PlaygroundRequest } from './build-playground-request.js';

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function bodyArgs(body: PlaygroundRequest['body']): string[] {
  if (body === undefined) return [];
  if (typeof body === 'string') return [`--data ${quote(body)}`];
  if (body instanceof URLSearchParams) return [`--data ${quote(body.toString())}`];
  if (body instanceof FormData)
    return [...body].map(
      ([name, value]) =>
        `--form ${quote(typeof value === 'string' ? `${name}=${value}` : `${name}=@${value.name}`)}`,
    );
  return [`--data-binary ${quote(`@${body instanceof File ? body.name : 'file'}`)}`];
}

/** The request as a cURL command, one option per line, as the request example shows it. */
export function curlCommand(
  request: Pick<PlaygroundRequest, 'method' | 'url' | 'headers' | 'body'>,
): string {
  const args = [`curl --request ${request.method}`, `--url ${quote(request.url)}`];
  for (const [name, value] of request.headers) args.push(`--header ${quote(`${name}: ${value}`)}`);
  args.push(...bodyArgs(request.body));
  return args.join(' \\\n  ');
}
