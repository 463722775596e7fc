// What the server, the agent, the dev server and the tests use.
export type { Answerer } from './answerer.js';
export {
  REQUEST_LIMITS,
  RETRIEVAL_PAGE_SIZE,
  type AssistantRequest,
  type ChatTurn,
} from './assistant-request.js';
export { parseAssistantRequest } from './parse-assistant-request.js';
export type { CorpusSource, DocsCorpus } from './docs-corpus.js';
export { createCorpusCache, loadDocsCorpus, type CorpusCache } from './load-docs-corpus.js';
export { loadSiteCorpus } from './site-folder-source.js';
export { headingKey, markdownSections } from './markdown-sections.js';
export { callerMayRead, chooseGroup, retrieveSections, type Caller } from './retrieve-sections.js';
export { createEmbeddedAnswerer, embeddedAnswerer } from './embedded-answerer.js';
export { createModelAnswerer } from './model-answerer.js';
export {
  chatCompletionsUrl,
  DEFAULT_MODEL_TIMEOUT_MS,
  type ModelEndpoint,
} from './model-endpoint.js';
export { THREAD_ID_HEADER, type StreamProtocol } from './stream-encoder.js';
export { answerStream, type AnswerOutcome, type RunLocalWork } from './answer-stream.js';
export { createUlid, isUlid } from './create-ulid.js';
