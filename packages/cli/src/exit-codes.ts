/** Exit codes: 0 success, 1 problems found (or a failed build), 2 a usage mistake. */
export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_USAGE = 2;
