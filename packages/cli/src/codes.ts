import { defineCodes, mergeCodeTables, type CodeTable } from '@quire/diagnostics';
import { configCodes, schemaCodes } from '@quire/config';
import { navigationCodes } from '@quire/navigation';
import { openapiCodes } from '@quire/openapi';
import { linksCodes } from '@quire/links';
import { mdxCodes } from '@quire/mdx';
import { COMPONENT_CODES } from '@quire/components';
import { buildCodes } from '@quire/build';
import { serverConfigCodes } from '@quire/server';

/** Codes of the command itself. */
export const cliCodes = defineCodes({
  'cli/internal-error': {
    severity: 'error',
    title: 'Quire failed unexpectedly',
    description:
      'Something went wrong inside Quire itself, not in your docs. The message says what failed. ' +
      'Please report it with the command you ran and, if you can, the repository.',
  },
  'cli/no-mint-json': {
    severity: 'error',
    title: 'quire upgrade found no mint.json',
    description:
      '`quire upgrade` writes `docs.json` from the `mint.json` of the docs root (the given folder or the closest one above it ' +
      'that holds `docs.json` or `mint.json`). There is none: the site already uses `docs.json`, or the folder is not a docs repository.',
  },
  'cli/docs-json-exists': {
    severity: 'error',
    title: 'quire upgrade does not replace docs.json',
    description:
      'The docs root already has a `docs.json` (which Quire reads instead of `mint.json`). The upgrade leaves it as it is; ' +
      'run `quire upgrade --force` to write it again from `mint.json`.',
  },
});

/** Every diagnostic code of every package, keyed by code: the source of the diagnostics reference page. */
export const allCodes: CodeTable = mergeCodeTables(
  configCodes,
  schemaCodes,
  openapiCodes,
  navigationCodes,
  mdxCodes,
  COMPONENT_CODES,
  buildCodes,
  linksCodes,
  serverConfigCodes,
  cliCodes,
);
