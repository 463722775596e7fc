#!/usr/bin/env node
// The `quire` command. The TypeScript sources are compiled (and bundled) by `npm install` (prepare).
import { entryUrl } from './pick-entry.js';

import(entryUrl(new URL('../', import.meta.url)).href).then(
  (m) =>
    m.main(process.argv.slice(2)).then((code) => {
      process.exitCode = code;
    }),
  (error) => {
    if (error && error.code === 'ERR_MODULE_NOT_FOUND') {
      process.stderr.write(
        'quire: the command is not built yet. Run `npm install` (or `npm run build`) in the Quire repository.\n',
      );
      process.exitCode = 2;
    } else {
      throw error;
    }
  },
);
