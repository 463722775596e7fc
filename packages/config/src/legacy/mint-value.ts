import { appendPointer } from '../json/json-pointer.js';

/**
 * One value of mint.json with its JSON Pointer there, so that whatever is built from it can say
 * where it came from (positions of docs.json problems point back into mint.json).
 */
export class MintValue {
  constructor(
    readonly value: unknown,
    readonly pointer: string,
  ) {}

  /** The property `key` of an object, or the entry `key` of an array; undefined when absent. */
  get(key: string | number): MintValue | undefined {
    const value = this.value;
    if (Array.isArray(value)) {
      return typeof key === 'number' && key >= 0 && key < value.length
        ? new MintValue(value[key], appendPointer(this.pointer, key))
        : undefined;
    }
    if (!isObject(value) || !Object.hasOwn(value, key)) return undefined;
    return new MintValue(value[key], appendPointer(this.pointer, key));
  }

  /** The entries of an array (none when this is not an array). */
  items(): MintValue[] {
    return Array.isArray(this.value) ? this.value.map((_, i) => this.get(i) as MintValue) : [];
  }

  /** The properties of an object, in the order written (none when this is not an object). */
  entries(): [string, MintValue][] {
    return isObject(this.value)
      ? Object.keys(this.value).map((key) => [key, this.get(key) as MintValue])
      : [];
  }

  get isObject(): boolean {
    return isObject(this.value);
  }

  get isArray(): boolean {
    return Array.isArray(this.value);
  }

  /** The value when it is a string. */
  get text(): string | undefined {
    return typeof this.value === 'string' ? this.value : undefined;
  }

  /** The string at `key`, when there is one. */
  textAt(key: string): string | undefined {
    return this.get(key)?.text;
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
