export type { AnswerEvent, Citation, FinishReason, StreamStart } from './answer-event.js';
export type { Answerer, AnswerInput } from './answerer.js';
export {
  REQUEST_LIMITS,
  RETRIEVAL_PAGE_SIZE,
  type AssistantRequest,
  type ChatTurn,
  type ContextItem,
  type RetrievalFilter,
} from './assistant-request.js';
export {
  parseAssistantRequest,
  type ParsedRequest,
  type RequestProblem,
} from './parse-assistant-request.js';
export type { CorpusGroup, CorpusPage, CorpusSource, DocsCorpus } from './docs-corpus.js';
export { createCorpusCache, loadDocsCorpus, type CorpusCache } from './load-docs-corpus.js';
export { loadSiteCorpus, siteFolderSource } from './site-folder-source.js';
export {
  headingKey,
  markdownSections,
  plainText,
  type MarkdownSection,
} from './markdown-sections.js';
export {
  chooseGroup,
  pagePathOf,
  retrievalQuery,
  retrieveSections,
  type Caller,
  type RetrievedSection,
} from './retrieve-sections.js';
export { embeddedAnswerer } from './embedded-answerer.js';
export { createModelAnswerer } from './model-answerer.js';
export {
  chatCompletionsUrl,
  DEFAULT_MODEL_TIMEOUT_MS,
  type ModelEndpoint,
} from './model-endpoint.js';
export { modelMessages, type ModelMessage } from './model-prompt.js';
export { createDataStreamEncoder } from './encode-data-stream.js';
export { createUiMessageStreamEncoder } from './encode-ui-message-stream.js';
export {
  THREAD_ID_HEADER,
  type CreateStreamEncoder,
  type StreamEncoder,
  type StreamProtocol,
} from './stream-encoder.js';
export {
  answerStream,
  STREAM_ENCODERS,
  type AnswerOutcome,
  type AnswerStreamOptions,
} from './answer-stream.js';
export { createUlid, isUlid } from './create-ulid.js';
