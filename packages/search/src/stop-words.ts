/** Common English words that carry no meaning for docs search. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for from has have how i if in into is it its of on or that the their then there these this to was what when where which who why will with you your do does can my me we our'.split(
    ' ',
  ),
);
