import { describe, expect, it } from 'vitest';
import { closestMatches, createDiagnostic, cutLongValues, MAX_MESSAGE } from '@quire/diagnostics';

// Issue 20.7: a message never echoes a huge value whole.
describe('cutLongValues', () => {
  it('keeps short messages as they are', () => {
    expect(cutLongValues('The page "guides/intro" does not exist.')).toBe(
      'The page "guides/intro" does not exist.',
    );
  });

  it('cuts a long value in the middle, keeping its start and end and saying its length', () => {
    const name = `${'a'.repeat(200)}${'b'.repeat(1_000_000)}tail`;
    const message = cutLongValues(`The page "${name}" does not exist.`);
    expect(message.length).toBeLessThan(250);
    expect(message).toMatch(/^The page "a{84}…b*tail \(1,000,204 characters\)" does not exist\.$/);
  });

  it('cuts a message made of many words to the message limit', () => {
    expect(cutLongValues('word '.repeat(100_000)).length).toBeLessThan(MAX_MESSAGE + 40);
  });

  it('applies to every diagnostic created, message and hint', () => {
    const huge = 'x'.repeat(20 * 1024 * 1024);
    const d = createDiagnostic({
      code: 'nav/missing-page',
      message: `The page "${huge}" does not exist.`,
      hint: `Create ${huge}.`,
    });
    expect(d.message.length).toBeLessThan(250);
    expect(d.hint?.length).toBeLessThan(250);
    expect(closestMatches(huge, ['guides/intro', 'x'])).toEqual([]);
  });
});
