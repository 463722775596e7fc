import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The family of the font Quire ships for thumbnails (Inter, from `@fontsource/inter`, SIL Open Font License). */
export const BUNDLED_FAMILY = 'Inter';

export interface FontFace {
  readonly name: string;
  readonly data: Buffer | ArrayBuffer;
  readonly weight: 400 | 700;
  readonly style: 'normal';
}

/** The faces a text needs: always Latin, and each other subset of Inter one of its characters is in. */
export interface BundledFonts {
  /** The same array for the same subsets: satori keeps the fonts it parsed per array. */
  facesFor(text: string, before: readonly FontFace[]): FontFace[];
}

type Ranges = readonly (readonly [number, number])[];

/** `U+0400-045F,U+2116` → the code point ranges. */
const rangesOf = (list: string): Ranges =>
  list.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
  });

/**
 * Reads Inter (regular and bold of each subset: Latin, Cyrillic, Greek, Vietnamese) from the installed
 * package, and which characters each subset covers (its `unicode.json`): no network.
 */
export async function loadBundledFonts(): Promise<BundledFonts> {
  const require = createRequire(import.meta.url);
  const coverage = JSON.parse(
    await readFile(require.resolve('@fontsource/inter/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  const subsets = await Promise.all(
    Object.entries(coverage).map(async ([subset, list]) => ({
      subset,
      ranges: rangesOf(list),
      faces: await Promise.all(
        ([400, 700] as const).map(async (weight) => ({
          name: BUNDLED_FAMILY,
          weight,
          style: 'normal' as const,
          data: await readFile(
            require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
          ),
        })),
      ),
    })),
  );
  const latin = subsets.filter((s) => s.subset === 'latin');
  const others = subsets.filter((s) => s.subset !== 'latin');
  const arrays = new Map<string, FontFace[]>();
  return {
    facesFor(text, before) {
      const points = [...new Set(text)].map((c) => c.codePointAt(0)!).filter((p) => p > 0x7e);
      const needed = others.filter((s) =>
        points.some((p) => s.ranges.some(([from, to]) => p >= from && p <= to)),
      );
      const chosen = [...latin, ...needed];
      const key = chosen.map((s) => s.subset).join();
      let faces = arrays.get(key);
      if (!faces) arrays.set(key, (faces = [...before, ...chosen.flatMap((s) => s.faces)]));
      return faces;
    },
  };
}
