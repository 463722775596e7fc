import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, docsSchema } from '@quire/config';
import {
  SCHEMA_FILE,
  SCHEMA_MODULE_FILE,
  TYPES_FILE,
  VALIDATOR_MODULE_FILE,
  renderGeneratedFiles,
  renderSchemaValidatorModule,
} from '../../../scripts/generate-config-types.mjs';

describe('the generated config modules agree with schemas/docs.schema.json', () => {
  it('the TypeScript type, the schema module and the compiled validator match a fresh generation (run `npm run generate:types`)', async () => {
    const { types, schemaModule, validatorModule } = await renderGeneratedFiles();
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(types);
    expect(readFileSync(SCHEMA_MODULE_FILE, 'utf8')).toBe(schemaModule);
    expect(readFileSync(VALIDATOR_MODULE_FILE, 'utf8')).toBe(validatorModule);
  });

  it('the schema is a valid draft-07 schema that ajv compiles in strict mode', () => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
    expect(() => renderSchemaValidatorModule(schema)).not.toThrow();
    expect(() =>
      renderSchemaValidatorModule({ ...schema, properties: { name: { type: 'strin' } } }),
    ).toThrow(/type/);
    expect(() =>
      renderSchemaValidatorModule({ ...schema, properties: { name: { typo: 'string' } } }),
    ).toThrow(/typo/);
  });

  it('the compiled validator checks the whole file and each definition, with verbose ajv errors', () => {
    const validate = createSchemaValidator();
    expect(
      validate({
        theme: 'mint',
        name: 'x',
        colors: { primary: '#000000' },
        navigation: { pages: ['index'] },
      }),
    ).toEqual([]);
    const [issue, ...rest] = validate({ tab: 3, pages: ['a'] }, 'tab', '/navigation/tabs/0');
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({
      keyword: 'type',
      pointer: '/navigation/tabs/0/tab',
      params: { type: 'string' },
      message: 'must be string',
    });
    expect(issue?.parentSchema).toMatchObject({ type: 'string' });
    expect(validate({ pages: [] }, 'group', '/x')).toMatchObject([
      { keyword: 'required', pointer: '/x', params: { missingProperty: 'group' } },
    ]);
    expect(() => validate({}, 'nonsense')).toThrow(/no definition "nonsense"/);
  });

  it('the exported schema is the schema file', () => {
    expect(docsSchema).toEqual(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  });

  it('names the element types after the schema titles', () => {
    const types = readFileSync(TYPES_FILE, 'utf8');
    for (const name of [
      'DocsConfig',
      'Navigation',
      'NavigationTab',
      'NavigationGroup',
      'NavigationAnchor',
      'NavigationDropdown',
      'NavigationProduct',
      'NavigationMenuItem',
      'NavigationVersion',
      'NavigationLanguage',
      'NavigationGlobal',
      'OpenApiSource',
      'IconSetting',
      'ApiSettings',
      'AuthSettings',
    ]) {
      expect(types).toMatch(new RegExp(`^export (interface|type) ${name}\\b`, 'm'));
    }
    expect(types).toMatch(/^export type NavigationPagesEntry = string \| NavigationGroup;$/m);
  });
});
