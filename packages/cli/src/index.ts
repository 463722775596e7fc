export { main, EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from './main.js';
export { allCodes, cliCodes } from './codes.js';
