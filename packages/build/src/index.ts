export { createStagingDir, type StagingDir } from './staging-dir.js';
export { buildSite, type BuildOptions, type BuildResult } from './build-site.js';
export { buildCodes } from './codes.js';
export { searchIndexKey } from './search-indexes.js';
export { htmlPathFor, markdownPathFor } from './site-outputs.js';
