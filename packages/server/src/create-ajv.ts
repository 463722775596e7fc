import ajvModule, { type Ajv, type Options } from 'ajv';

/** A new Ajv instance (ajv is CommonJS: its class is the `default` of the module object under Node's ESM). */
export const createAjv = (options: Options): Ajv => new ajvModule.default(options);
