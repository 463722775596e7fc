// Types of generate-openapi-validators.mjs, for the test that checks the generated modules are up to date.
export declare const SPEC_SCHEMAS: readonly {
  readonly version: string;
  readonly schema: string;
  readonly draft: string;
  readonly file: URL;
}[];
export declare function renderSpecSchemaValidators(): string[];
