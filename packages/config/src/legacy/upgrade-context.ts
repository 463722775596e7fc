import type { MintValue } from './mint-value.js';

/** A mint.json setting that the upgrade could not carry into docs.json, and why. */
export interface DroppedSetting {
  /** Its JSON Pointer in mint.json. */
  readonly pointer: string;
  /** Its name as written (`topbarCtaButton.style`). */
  readonly name: string;
  /** Why it has no place in docs.json, and what to do instead. */
  readonly reason: string;
}

/** What the transforms share: a record of what they could not carry over. */
export interface UpgradeContext {
  drop(value: MintValue, reason: string): void;
}

export function createUpgradeContext(): UpgradeContext & { readonly dropped: DroppedSetting[] } {
  const dropped: DroppedSetting[] = [];
  return {
    dropped,
    drop(value, reason) {
      dropped.push({ pointer: value.pointer, name: settingName(value.pointer), reason });
    },
  };
}

/** `/topbarCtaButton/style` → `topbarCtaButton.style`; `/navigation/0/version` → `navigation[0].version`. */
function settingName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
      '',
    );
}

/** Reasons for the keys of an object that docs.json has no place for, by key. */
export type DropReasons = Readonly<Record<string, string>>;

/**
 * Reports every key of `object` other than `handled`: with its reason from `reasons` when the old
 * format documents it, as an unknown setting otherwise.
 */
export function dropOtherKeys(
  ctx: UpgradeContext,
  object: MintValue,
  handled: readonly string[],
  reasons: DropReasons = {},
): void {
  for (const [key, value] of object.entries()) {
    if (handled.includes(key)) continue;
    ctx.drop(
      value,
      Object.hasOwn(reasons, key)
        ? (reasons[key] as string)
        : 'It is not a setting of the mint.json format, so it has no docs.json equivalent.',
    );
  }
}
