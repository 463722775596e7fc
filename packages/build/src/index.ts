export { createStagingDir, type StagingDir } from './staging-dir.js';
