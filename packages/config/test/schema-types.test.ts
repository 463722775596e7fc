import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, docsSchema } from '@quire/config';
import { SCHEMA_FILE, SCHEMA_MODULE_FILE, TYPES_FILE, renderGeneratedFiles } from '../../../scripts/generate-config-types.mjs';

describe('the generated config modules agree with schemas/docs.schema.json', () => {
  it('the TypeScript type and the schema module match a fresh generation (run `npm run generate:types`)', async () => {
    const { types, schemaModule } = await renderGeneratedFiles();
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(types);
    expect(readFileSync(SCHEMA_MODULE_FILE, 'utf8')).toBe(schemaModule);
  });

  it('the schema is a valid draft-07 schema that ajv compiles in strict mode', () => {
    expect(() => createSchemaValidator({ checkSchema: true })).not.toThrow();
  });

  it('the exported schema is the schema file', () => {
    expect(docsSchema).toEqual(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  });

  it('names the element types after the schema titles', () => {
    const types = readFileSync(TYPES_FILE, 'utf8');
    for (const name of [
      'DocsConfig', 'Navigation', 'NavigationTab', 'NavigationGroup', 'NavigationAnchor', 'NavigationDropdown', 'NavigationProduct',
      'NavigationMenuItem', 'NavigationVersion', 'NavigationLanguage', 'NavigationGlobal', 'OpenApiSource', 'IconSetting',
      'ApiSettings', 'AuthSettings',
    ]) {
      expect(types).toMatch(new RegExp(`^export (interface|type) ${name}\\b`, 'm'));
    }
    expect(types).toMatch(/^export type NavigationPagesEntry = string \| NavigationGroup;$/m);
  });
});
