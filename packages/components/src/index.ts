export {
  builtinComponents,
  builtinComponentNames,
  type BuiltinComponentName,
} from './builtin-components.js';
export { COMPONENT_CODES, type ComponentCode } from './codes.js';
export {
  ComponentsContext,
  createComponentsEnv,
  useComponentsEnv,
  withComponentsEnv,
  type Audience,
  type ComponentProblem,
  type ComponentsEnv,
  type ComponentsEnvOptions,
} from './env/components-env.js';
export { createIconRegistry } from './icons/icon-registry.js';
export {
  navigationIconProblems,
  type FrontmatterIcons,
  type NavigationIconInput,
} from './icons/navigation-icon-problems.js';
export { nodeIconLoaders } from './icons/node-icon-loaders.js';
export {
  isImageIcon,
  missingIcon,
  renderIcon,
  type RenderIconOptions,
} from './icons/render-icon.js';
export { IconView, type IconViewProps } from './icons/icon-view.js';
export type {
  FontAwesomeDefinition,
  FontAwesomePacks,
  IconInput,
  IconLibraryName,
  IconLoaders,
  IconRegistry,
  IconShape,
  IconSpec,
  SvgElement,
  TablerSource,
} from './icons/icon-types.js';
export {
  createPageSandbox,
  PAGE_TIME_LIMIT_MS,
  type PageRenderInput,
  type PageSandbox,
  type PageSandboxOptions,
} from './sandbox/create-page-sandbox.js';
export type { PageSandboxResult } from './sandbox/read-sandbox-reply.js';
export type { IslandTargets } from './sandbox/sandbox-protocol.js';
export { createPassthrough, type PassthroughProps } from './content/passthrough.js';
export { Callout, type CalloutKind, type CalloutProps } from './callouts/callout.js';
export { Check, Danger, Info, Note, Tip, Warning } from './callouts/typed-callouts.js';
export { Card, type CardProps } from './cards/card.js';
export { CardGroup, Column, Columns, type ColumnsProps } from './cards/columns.js';
export { CodeBlock, EXPANDABLE_MIN_LINES, type CodeBlockProps } from './code/code-block.js';
export { CodeGroup, codeTabLabel, type CodeGroupProps } from './code/code-group.js';
export { RequestExample, ResponseExample, type CodeExampleProps } from './code/code-examples.js';
export { Mermaid, type MermaidProps } from './code/mermaid.js';
export { markLines } from './code/mark-lines.js';
export { Badge, type BadgeProps } from './content/badge.js';
export { GitHub, parseGitHubRepo, type GitHubRepoProps } from './content/github-repo.js';
export { Heading, type HeadingProps } from './content/heading.js';
export { Panel } from './content/panel.js';
export { Prompt, cursorPromptLink, type PromptProps } from './content/prompt.js';
export { Tooltip, type TooltipProps } from './content/tooltip.js';
export { Update, type UpdateProps } from './content/update.js';
export { View, type ViewProps } from './content/view.js';
export { Visibility, type VisibilityProps } from './content/visibility.js';
export { Accordion, AccordionGroup, type AccordionProps } from './disclosure/accordion.js';
export { Expandable, type ExpandableProps } from './disclosure/expandable.js';
export { ParamField, type ParamFieldProps } from './fields/param-field.js';
export { ResponseField, type ResponseFieldProps } from './fields/response-field.js';
export { Color, type ColorValue } from './media/color.js';
export { Frame, type FrameProps } from './media/frame.js';
export { Icon, type IconProps } from './media/icon.js';
export { Tile, type TileProps } from './media/tile.js';
export { Tree, type TreeFileProps, type TreeFolderProps } from './media/tree.js';
export { Step, type StepProps } from './steps/step.js';
export { Steps, type StepsProps } from './steps/steps.js';
export { Tab, type TabProps } from './tabs/tab.js';
export { Tabs, type TabsProps } from './tabs/tabs.js';
export {
  renderEndpointReference,
  type EndpointReference,
  type EndpointReferenceOptions,
} from './api/render-endpoint-reference.js';
export { readReferenceSettings, type ReferenceSettings } from './api/reference-settings.js';
export { EndpointHeader } from './api/endpoint-header.js';
export { EndpointExamples, type HighlightCode } from './api/endpoint-examples.js';
export { SchemaBody } from './api/schema-body.js';
export { SchemaField, type SchemaFieldProps } from './api/schema-field.js';
export { schemaTypeLabel } from './api/schema-type-label.js';
export { credentialOf, type CredentialModel } from './api/security-credential.js';
export {
  PlaygroundSection,
  InteractivePlayground,
  type PlaygroundAudience,
} from './api/playground-section.js';
export {
  playgroundSpecFor,
  playgroundIdFor,
  bodyModeOf,
  type PlaygroundSpec,
  type PlaygroundBody,
  type PlaygroundBodyMode,
  type PlaygroundCredential,
  type PlaygroundSecurityOption,
} from './api/playground-spec.js';
export type { PlaygroundField, PlaygroundScalarKind } from './api/playground-field.js';
export {
  GATED_PLAYGROUND_DIR,
  gatedPlaygroundPath,
  gatedPlaygroundFile,
  parseGatedPlaygroundFile,
  type GatedPlaygroundFile,
} from './api/gated-playground.js';
export {
  readAuthSettings,
  isPemText,
  DEFAULT_SESSION_COOKIE,
  SESSION_STORAGE_KEY,
  SESSION_ALGORITHMS,
  type AuthSettings,
  type SessionAlgorithm,
} from './auth/auth-settings.js';
export {
  SESSION_CLOCK_SKEW_SECONDS,
  verifySessionToken,
  type Session,
  type SessionFailure,
  type SessionResult,
  type VerifySessionOptions,
} from './auth/verify-session-token.js';
export { canSeePlayground, type Viewer } from './auth/can-see-playground.js';
export {
  authClientConfig,
  authMetaTags,
  parseAuthClientConfig,
  AUTH_META_NAME,
  type AuthClientConfig,
} from './auth/auth-client-config.js';
export {
  sessionTokenFromCookies,
  sessionTokenFromAuthorization,
} from './auth/session-token-from.js';
export { loadAuthPublicKey, type AuthPublicKeyResult } from './auth/load-auth-public-key.js';
export {
  PROXY_PATH,
  PROXY_ERROR_HEADER,
  parseProxyRequest,
  type ProxyRequest,
} from './client/playground/proxy-request.js';
export { declaredFields, type DeclaredField } from './api/declared-fields.js';
export {
  manualEndpointPage,
  schemaFromTypeLabel,
  type ManualEndpointInput,
} from './api/manual-endpoint-page.js';
