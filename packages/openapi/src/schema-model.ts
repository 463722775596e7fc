/** The serialisable schema model an endpoint page shows. */

/** A schema reference kept as a reference: the target is being expanded above (a cycle). */
export interface SchemaRefModel {
  readonly kind: 'ref';
  /** Key into `EndpointPage.definitions`. */
  readonly ref: string;
  /** The component name (`Node` for `#/components/schemas/Node`). */
  readonly name: string;
}

export interface SchemaProperty {
  readonly name: string;
  readonly required: boolean;
  readonly schema: SchemaModel;
}

export interface SchemaConstraints {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly minProperties?: number;
  readonly maxProperties?: number;
}

/** An expanded schema. `allOf` is merged into it; `oneOf`/`anyOf` stay alternatives. */
export interface SchemaNodeModel {
  readonly kind: 'schema';
  /** The component name when it came from `#/components/schemas/<name>`. */
  readonly name?: string;
  /** Declared types without `null` (3.0 `type` or 3.1 type arrays); empty when untyped. */
  readonly types: readonly string[];
  /** 3.0 `nullable: true`, or `null` among 3.1 types. */
  readonly nullable: boolean;
  readonly title?: string;
  readonly description?: string;
  readonly format?: string;
  readonly default?: unknown;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly examples?: readonly unknown[];
  readonly deprecated?: boolean;
  readonly readOnly?: boolean;
  readonly writeOnly?: boolean;
  readonly constraints?: SchemaConstraints;
  readonly properties?: readonly SchemaProperty[];
  /** Names listed in `required` (also those of merged `allOf` members). */
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | SchemaModel;
  readonly items?: SchemaModel;
  readonly prefixItems?: readonly SchemaModel[];
  readonly oneOf?: readonly SchemaModel[];
  readonly anyOf?: readonly SchemaModel[];
  /** Members of `allOf` that could not be merged (cycles). */
  readonly allOf?: readonly SchemaModel[];
  readonly not?: SchemaModel;
  readonly discriminator?: {
    readonly propertyName: string;
    readonly mapping?: Readonly<Record<string, string>>;
  };
  /** 3.1 file uploads: `contentMediaType`, `contentEncoding`. */
  readonly contentMediaType?: string;
  readonly contentEncoding?: string;
  /** `x-mint.pre` / `x-mint.post` pills and `x-mint.groups`. */
  readonly pre?: readonly string[];
  readonly post?: readonly string[];
  readonly groups?: readonly string[];
}

export type SchemaModel = SchemaNodeModel | SchemaRefModel;
