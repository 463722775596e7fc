// Writes a generated docs page, or with `--check` exits 1 (writing nothing) when the page on disk
// differs from what would be written. Shared by the scripts that generate reference pages.
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * @param {URL | string} page the page's file
 * @param {string} text what the page should hold
 * @param {{ label: string, regenerate: string, written: string }} say the page's name, the command
 *   that regenerates it, and what to print once it is written
 */
export function writeGeneratedPage(page, text, say) {
  if (!process.argv.includes('--check')) {
    writeFileSync(page, text);
    console.log(say.written);
    return;
  }
  let current = '';
  try {
    current = readFileSync(page, 'utf8');
  } catch {
    // Missing counts as out of date.
  }
  if (current !== text) {
    console.error(`${say.label} is out of date: run \`${say.regenerate}\`.`);
    process.exit(1);
  }
}
