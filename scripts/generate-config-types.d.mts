// Types of generate-config-types.mjs, for the test that checks the generated files are up to date.
export declare const SCHEMA_FILE: URL;
export declare const TYPES_FILE: URL;
export declare const SCHEMA_MODULE_FILE: URL;
export declare const VALIDATOR_MODULE_FILE: URL;
export declare function renderConfigTypes(schema: unknown): Promise<string>;
export declare function renderSchemaModule(schema: unknown): string;
export declare function renderSchemaValidatorModule(schema: unknown): string;
export declare function renderGeneratedFiles(): Promise<{
  types: string;
  schemaModule: string;
  validatorModule: string;
}>;
