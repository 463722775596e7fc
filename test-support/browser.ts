import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium, started the way this machine allows (no downloads, no background networking). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright gives every launch a fresh, empty profile.
    args: CHROMIUM_ARGS,
  });
}

/** Where screenshots are kept as test artifacts. */
export const SCREENSHOTS_DIR = new URL('../test-results/screenshots/', import.meta.url);
