import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Fetches a URL's text; the network edge, injectable so that tests never touch the network. */
export type FetchRemote = (url: string) => Promise<string>;

/** The result of looking for a remote spec: its text, or why there is none. */
export type RemoteSpecText =
  | { readonly ok: true; readonly text: string; readonly fromCache: boolean }
  | { readonly ok: false; readonly reason: string };

/** Fetches with the platform `fetch`, giving up after `timeoutMs`. */
export function createFetchRemote(timeoutMs = 10_000): FetchRemote {
  return async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    return response.text();
  };
}

/**
 * Reads a remote spec: fetched when the network allows (and written to `cacheDir`), else the
 * cached copy, else a reason. Never throws.
 */
export async function loadRemoteSpecText(
  url: string,
  fetchRemote?: FetchRemote,
  cacheDir?: string,
): Promise<RemoteSpecText> {
  const cacheFile = cacheDir
    ? join(cacheDir, `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.spec`)
    : undefined;
  let reason = 'network access is disabled';
  if (fetchRemote) {
    try {
      const text = await fetchRemote(url);
      if (cacheFile && cacheDir) await writeCache(cacheDir, cacheFile, text);
      return { ok: true, text, fromCache: false };
    } catch (error) {
      reason = describeFetchError(error);
    }
  }
  if (cacheFile) {
    try {
      return { ok: true, text: await readFile(cacheFile, 'utf8'), fromCache: true };
    } catch {
      // no cached copy
    }
  }
  return { ok: false, reason };
}

async function writeCache(dir: string, file: string, text: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(file, text);
  } catch {
    // a cache that cannot be written is not a problem of the docs
  }
}

function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? cause.message : '';
  return detail && !error.message.includes(detail) ? `${error.message} (${detail})` : error.message;
}
