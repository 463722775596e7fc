import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countDiagnostics } from '@quire/diagnostics';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, validateProject } from '@quire/config';

const schemaValidator = createSchemaValidator();

const CORPORA = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));
const NAMES = [
  'hoppscotch',
  'mcp',
  'mem0',
  'mintlify-docs',
  'prefect',
  'stagehand',
  'tickdb',
  'trigger-dev',
  'turso',
];

describe.skipIf(!existsSync(CORPORA))(
  'validation of the real repositories in ../shared/corpora',
  () => {
    it.each(NAMES)('%s has no error', (name) => {
      const result = validateProject(`${CORPORA}${name}`, { schemaValidator });
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      const counts = countDiagnostics(result.diagnostics);
      console.log(`${name}: ${counts.errors} errors, ${counts.warnings} warnings`);
      for (const w of result.diagnostics.filter((d) => d.severity === 'warning'))
        console.log(`  ${w.code} ${w.file}:${w.line}:${w.column} ${w.message}`);
      expect(errors).toEqual([]);
    });

    it('stagehand: exactly one nav/mixed-children warning per dropdown holding both pages and groups', () => {
      const result = validateProject(`${CORPORA}stagehand`, { schemaValidator });
      const errors = result.diagnostics.filter((d) => d.code === 'nav/mixed-children');
      expect(errors.map((d) => d.severity)).toEqual(Array(5).fill('warning'));
      const names = errors.map(
        (d) => /The dropdown "([^"]+)" has both `pages` and `groups`/.exec(d.message)?.[1],
      );
      expect(names).toEqual(['TypeScript', 'Python', 'Java', 'Go', 'Ruby']);
      for (const d of errors) {
        expect(d.file).toBe('docs.json');
        const line = result.loaded.texts.get('docs.json')?.split('\n')[(d.line ?? 0) - 1] ?? '';
        expect(line.slice((d.column ?? 1) - 1)).toMatch(/^"(groups|pages)"/);
      }
    });

    it('mintlify-docs: positions of values included by $ref point into the included files', () => {
      const result = validateProject(`${CORPORA}mintlify-docs`, { schemaValidator });
      expect([...result.loaded.texts.keys()].sort()).toEqual([
        'docs.json',
        'es.json',
        'fr.json',
        'redirects.json',
        'zh.json',
      ]);
      const { value, sources } = result.loaded;
      const languages = (value as { navigation: { languages: { language: string }[] } }).navigation
        .languages;
      expect(languages.map((l) => l.language)).toEqual(['en', 'fr', 'es', 'zh']);
      expect(sources.locate('/navigation/languages/1/language')?.file).toBe('fr.json');
      expect(sources.locate('/redirects/0/source')?.file).toBe('redirects.json');
    });
  },
);
