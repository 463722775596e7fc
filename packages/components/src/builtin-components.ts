import { Callout } from './callouts/callout.js';
import { Check, Danger, Info, Note, Tip, Warning } from './callouts/typed-callouts.js';
import { Card } from './cards/card.js';
import { CardGroup, Column, Columns } from './cards/columns.js';
import { CodeBlock } from './code/code-block.js';
import { RequestExample, ResponseExample } from './code/code-examples.js';
import { CodeGroup } from './code/code-group.js';
import { Mermaid } from './code/mermaid.js';
import { Badge } from './content/badge.js';
import { GitHub } from './content/github-repo.js';
import { Heading } from './content/heading.js';
import { Link } from './content/link.js';
import { Panel } from './content/panel.js';
import { Prompt } from './content/prompt.js';
import { Tooltip } from './content/tooltip.js';
import { Update } from './content/update.js';
import { View } from './content/view.js';
import { Visibility } from './content/visibility.js';
import { Accordion, AccordionGroup } from './disclosure/accordion.js';
import { Expandable } from './disclosure/expandable.js';
import { ParamField } from './fields/param-field.js';
import { ResponseField } from './fields/response-field.js';
import { Color } from './media/color.js';
import { Frame } from './media/frame.js';
import { Icon } from './media/icon.js';
import { Tile } from './media/tile.js';
import { Tree } from './media/tree.js';
import { Step } from './steps/step.js';
import { Steps } from './steps/steps.js';
import { Tab } from './tabs/tab.js';
import { Tabs } from './tabs/tabs.js';

/**
 * Every built-in component under the name pages use, with no import. Components with
 * parts carry them as properties (`Tree.Folder`, `Color.Item`, `GitHub.Repo`) so MDX member
 * expressions work; the dotted names are also listed flat.
 */
export const builtinComponents = {
  Note,
  Info,
  Tip,
  Warning,
  Check,
  Danger,
  Callout,
  Card,
  CardGroup,
  Columns,
  Column,
  Steps,
  Step,
  Tabs,
  Tab,
  CodeBlock,
  CodeGroup,
  RequestExample,
  ResponseExample,
  Mermaid,
  Accordion,
  AccordionGroup,
  Expandable,
  ParamField,
  ResponseField,
  Frame,
  Icon,
  Tile,
  Tree,
  FileTree: Tree,
  'Tree.Folder': Tree.Folder,
  'Tree.File': Tree.File,
  Color,
  'Color.Row': Color.Row,
  'Color.Item': Color.Item,
  Tooltip,
  Badge,
  Update,
  Panel,
  View,
  Visibility,
  Prompt,
  Heading,
  Link,
  GitHub,
  'GitHub.Repo': GitHub.Repo,
} as const;

export type BuiltinComponentName = keyof typeof builtinComponents;

/** The names the MDX compiler treats as known (everything else is an unknown component). */
export const builtinComponentNames: ReadonlySet<string> = new Set(Object.keys(builtinComponents));
