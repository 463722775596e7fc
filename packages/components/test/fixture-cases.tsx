/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import {
  Accordion,
  AccordionGroup,
  Badge,
  Callout,
  Card,
  CardGroup,
  Check,
  CodeBlock,
  CodeGroup,
  Color,
  Column,
  Columns,
  Danger,
  Expandable,
  Frame,
  GitHub,
  Heading,
  Icon,
  Info,
  Mermaid,
  Note,
  Panel,
  ParamField,
  Prompt,
  RequestExample,
  ResponseExample,
  ResponseField,
  Step,
  Steps,
  Tab,
  Tabs,
  Tile,
  Tip,
  Tooltip,
  Tree,
  Update,
  View,
  Visibility,
  Warning,
  createPassthrough,
  type ComponentsEnvOptions,
} from '@quire/components';

export interface FixtureCase {
  /** Folder name under fixtures/ (prefixed `components-`). */
  readonly name: string;
  readonly env?: ComponentsEnvOptions;
  readonly tree: () => ComponentChildren;
}

/** Shiki dual-theme output for `const a = 1;` / `console.log(a);`, as the compiler passes it. */
export const SHIKI_HTML =
  '<pre class="shiki shiki-themes github-light github-dark" style="background-color:#fff;--shiki-dark-bg:#24292e;color:#24292e;--shiki-dark:#e1e4e8" tabindex="0"><code>' +
  '<span class="line"><span style="color:#D73A49;--shiki-dark:#F97583">const</span><span style="color:#005CC5;--shiki-dark:#79B8FF"> a</span><span style="color:#D73A49;--shiki-dark:#F97583"> =</span><span style="color:#005CC5;--shiki-dark:#79B8FF"> 1</span><span style="color:#24292E;--shiki-dark:#E1E4E8">;</span></span>\n' +
  '<span class="line"><span style="color:#24292E;--shiki-dark:#E1E4E8">console.</span><span style="color:#6F42C1;--shiki-dark:#B392F0">log</span><span style="color:#24292E;--shiki-dark:#E1E4E8">(a);</span></span></code></pre>';

const Unknown = createPassthrough('MyWidget');

export const FIXTURE_CASES: readonly FixtureCase[] = [
  {
    name: 'callouts',
    tree: () => (
      <>
        <Note>This adds a note in the content</Note>
        <Info>This draws attention to important information</Info>
        <Tip>This suggests a helpful tip</Tip>
        <Warning>This raises a warning to watch out for</Warning>
        <Check>This brings us a checked status</Check>
        <Danger>This is a danger callout</Danger>
        <Callout icon="key" color="#FFC107" iconType="regular">
          This is a custom callout
        </Callout>
      </>
    ),
  },
  {
    name: 'card',
    tree: () => (
      <>
        <Card title="Card title" icon="align-left" href="/components/columns">
          This is how you use a card with an icon and a link.
        </Card>
        <Card title="Horizontal card" icon="rocket" horizontal>
          This is an example of a horizontal card.
        </Card>
        <Card title="Image card" img="/images/card-with-image.png">
          This is an example of a card with an image.
        </Card>
        <Card
          title="Link card"
          icon="link"
          href="/components/columns"
          arrow="true"
          cta="Click here"
        >
          Goes to the Columns page.
        </Card>
        <Card title="GitHub" icon="github" color="#333333" href="https://github.com/mintlify/docs">
          External links show an arrow.
        </Card>
        <Card title="Warning card" type="warning">
          Use <a href="/x">warning</a> to flag potential issues.
        </Card>
      </>
    ),
  },
  {
    name: 'columns',
    tree: () => (
      <>
        <Columns cols={3}>
          <Card title="First card" icon="house">
            First.
          </Card>
          <Card title="Second card" icon="book">
            Second.
          </Card>
        </Columns>
        <CardGroup cols={2}>
          <Card title="Legacy">CardGroup is the legacy name.</Card>
        </CardGroup>
        <Columns cols={2}>
          <Column>
            <p>
              <strong>Installation</strong>
            </p>
          </Column>
          <Column>
            <p>
              <strong>Usage</strong>
            </p>
          </Column>
        </Columns>
      </>
    ),
  },
  {
    name: 'steps',
    tree: () => (
      <Steps titleSize="h3">
        <Step title="First Step">These are instructions for the first step.</Step>
        <Step title="Second Step" icon="check" id="custom-step">
          These are instructions for the second step.
        </Step>
        <Step title="Third Step" stepNumber={7} titleSize="p" noAnchor>
          These are instructions for the third step.
        </Step>
      </Steps>
    ),
  },
  {
    name: 'tabs',
    tree: () => (
      <>
        <Tabs defaultTabIndex={1}>
          <Tab title="JavaScript">Content for JavaScript.</Tab>
          <Tab title="Python" icon="python">
            Content for Python.
          </Tab>
        </Tabs>
        <Tabs sync={false} borderBottom>
          <Tab title="First tab" id="first">
            This tab group operates independently.
          </Tab>
          <Tab title="Second tab">Selecting tabs here won't affect other tab groups.</Tab>
        </Tabs>
      </>
    ),
  },
  {
    name: 'code-block',
    tree: () => (
      <>
        <CodeBlock
          language="javascript"
          title="example.js"
          icon="js"
          code={'const a = 1;\nconsole.log(a);\n'}
          html={SHIKI_HTML}
          highlight={[2]}
          lines
        />
        <CodeBlock language="js" filename="plain.js" wrap nocopy>
          {'if (a < b && c > d) {\n  run();\n}'}
        </CodeBlock>
        <CodeBlock
          language="python"
          expandable
          focus="2"
          code={Array.from({ length: 12 }, (_, i) => `print(${i + 1})`).join('\n')}
        />
      </>
    ),
  },
  {
    name: 'code-group',
    tree: () => (
      <>
        <CodeGroup>
          <CodeBlock
            language="javascript"
            title="helloWorld.js"
            code={'console.log("Hello World");'}
          />
          <CodeBlock language="python" title="hello_world.py" code={"print('Hello World!')"} />
          <CodeBlock language="bash" code="echo hello" />
        </CodeGroup>
        <CodeGroup dropdown>
          <CodeBlock
            language="javascript"
            title="helloWorld.js"
            code={'console.log("Hello World");'}
          />
          <CodeBlock language="python" title="hello_world.py" code={"print('Hello World!')"} />
        </CodeGroup>
      </>
    ),
  },
  {
    name: 'examples',
    tree: () => (
      <>
        <RequestExample>
          <CodeBlock
            language="bash"
            title="Request"
            code={'curl --request POST \\\n  --url https://dog-api.kinduff.com/api/facts'}
          />
        </RequestExample>
        <ResponseExample dropdown>
          <CodeBlock language="json" title="200" code={'{ "status": "success" }'} />
          <CodeBlock language="json" title="404" code={'{ "status": "not found" }'} />
        </ResponseExample>
      </>
    ),
  },
  {
    name: 'mermaid',
    tree: () => (
      <>
        <Mermaid chart={'flowchart LR\n  A[Start] --> B{Is it <ok>?}'} />
        <Mermaid chart={'flowchart LR\n  A --> B'} placement="top-left" actions={false} />
      </>
    ),
  },
  {
    name: 'accordion',
    tree: () => (
      <>
        <Accordion title="I am an Accordion." description="With a description">
          You can put any content in here.
        </Accordion>
        <AccordionGroup>
          <Accordion title="Getting started" defaultOpen>
            Open by default.
          </Accordion>
          <Accordion title="Advanced features" icon="bolt" id="advanced">
            With an icon and a custom id.
          </Accordion>
        </AccordionGroup>
      </>
    ),
  },
  {
    name: 'expandable',
    tree: () => (
      <ResponseField name="user" type="User Object">
        <Expandable title="properties">
          <ResponseField name="full_name" type="string">
            The full name of the user
          </ResponseField>
        </Expandable>
        <Expandable title="more" defaultOpen>
          Open by default.
        </Expandable>
      </ResponseField>
    ),
  },
  {
    name: 'param-field',
    tree: () => (
      <>
        <ParamField path="param" type="string" required>
          An example of a parameter field
        </ParamField>
        <ParamField query="limit" type="number" default={10} placeholder="10">
          How many items.
        </ParamField>
        <ParamField header="X-Token" type="string" deprecated>
          An old header.
        </ParamField>
        <ParamField body="filter" type="object" default={{ active: true }}>
          A filter object.
        </ParamField>
      </>
    ),
  },
  {
    name: 'response-field',
    tree: () => (
      <>
        <ResponseField name="response" type="string" required>
          A response field example
        </ResponseField>
        <ResponseField
          name="thumbnails.background"
          type="string"
          default="none"
          pre={['beta']}
          post={['read-only']}
        >
          Dotted names become dashed anchors.
        </ResponseField>
        <ResponseField name="legacy" type="boolean" deprecated>
          Deprecated field.
        </ResponseField>
      </>
    ),
  },
  {
    name: 'frame',
    tree: () => (
      <>
        <Frame caption="Learn more about [Yosemite](https://www.nps.gov/yose/) and **plan** your visit.">
          <img src="/images/yosemite.jpg" alt="Photograph of Yosemite Valley." />
        </Frame>
        <Frame hint="Secure your permits before you go.">
          <video autoPlay src="/videos/demo.mp4" />
        </Frame>
      </>
    ),
  },
  {
    name: 'images',
    tree: () => (
      <Frame>
        <img class="block dark:hidden" src="/images/hero-light.png" alt="Hero (light)" />
        <img class="hidden dark:block" src="/images/hero-dark.png" alt="Hero (dark)" />
      </Frame>
    ),
  },
  {
    name: 'icon',
    tree: () => (
      <p>
        Icons <Icon icon="flag" size={32} /> inline{' '}
        <Icon icon="star" iconType="regular" color="#FF5733" /> <Icon icon="/images/my-icon.svg" />{' '}
        <Icon src="https://example.com/icon.png" className="extra" />
      </p>
    ),
  },
  {
    name: 'icon-lucide',
    env: { iconLibrary: 'lucide' },
    tree: () => (
      <p>
        <Icon icon="text-align-start" /> <Icon icon={{ name: 'home', library: 'tabler' }} />{' '}
        <Icon icon={{ name: 'github', library: 'fontawesome', style: 'brands' }} />
      </p>
    ),
  },
  {
    name: 'tooltip',
    tree: () => (
      <p>
        <Tooltip
          headline="API"
          tip="Application Programming Interface."
          cta="Read our API guide"
          href="/api-reference"
        >
          API
        </Tooltip>{' '}
        documentation.
      </p>
    ),
  },
  {
    name: 'badge',
    tree: () => (
      <p>
        <Badge>Badge</Badge>{' '}
        <Badge color="green" icon="circle-check">
          Badge
        </Badge>{' '}
        <Badge color="orange" size="sm" shape="pill">
          Premium
        </Badge>{' '}
        <Badge stroke color="blue">
          Stroke
        </Badge>{' '}
        <Badge disabled icon="lock" color="surface-destructive" size="lg">
          Locked
        </Badge>
      </p>
    ),
  },
  {
    name: 'update',
    tree: () => (
      <>
        <Update label="2024-10-11" description="v0.1.0" tags={['Mintlify', 'Editor']}>
          This is an update with a label, description, and tags.
        </Update>
        <Update
          label="March 2025"
          rss={{ title: 'March 2025 - Major redesign', description: 'Complete UI overhaul' }}
        >
          Redesigned dashboard.
        </Update>
      </>
    ),
  },
  {
    name: 'tree',
    tree: () => (
      <Tree>
        <Tree.Folder name="app" defaultOpen>
          <Tree.File name="layout.tsx" />
          <Tree.File name="page.tsx" highlight />
          <Tree.Folder name="api" openable={false}>
            <Tree.File name="route.ts" />
          </Tree.Folder>
        </Tree.Folder>
        <Tree.File name="package.json" comment="dependencies" />
      </Tree>
    ),
  },
  {
    name: 'tree-markdown',
    tree: () => (
      <Tree>
        <ul>
          <li>
            docs/
            <ul>
              <li>index.mdx</li>
              <li>
                guides/
                <ul>
                  <li>
                    <code>configuration.mdx</code>
                  </li>
                </ul>
              </li>
            </ul>
          </li>
          <li>assets/</li>
          <li>docs.config.ts</li>
        </ul>
      </Tree>
    ),
  },
  {
    name: 'color',
    tree: () => (
      <>
        <Color variant="compact">
          <Color.Item name="blue-500" value="#3B82F6" />
          <Color.Item name="bg-primary" value={{ light: '#FFFFFF', dark: '#000000' }} />
        </Color>
        <Color variant="table">
          <Color.Row title="Primary">
            <Color.Item name="primary-500" value="#3B82F6" />
          </Color.Row>
        </Color>
      </>
    ),
  },
  {
    name: 'tile',
    tree: () => (
      <Tile href="/components/tiles" title="Tile title" description="Short description">
        <img
          src="/images/tiles/placeholder-light.svg"
          alt="Tile preview"
          class="block dark:hidden"
        />
      </Tile>
    ),
  },
  {
    name: 'panel',
    tree: () => (
      <Panel>
        <Info>Pin info to the side panel.</Info>
      </Panel>
    ),
  },
  {
    name: 'view',
    tree: () => (
      <>
        <View title="JavaScript" icon="js">
          This content only appears when you select JavaScript.
        </View>
        <View title="Python" icon="python">
          This content only appears when you select Python.
        </View>
      </>
    ),
  },
  {
    name: 'visibility',
    tree: () => (
      <>
        <Visibility for="humans">
          <p>You are viewing this content in web.</p>
        </Visibility>
        <Visibility for="agents">
          <p>You are viewing this content in Markdown.</p>
        </Visibility>
      </>
    ),
  },
  {
    name: 'prompt',
    tree: () => (
      <Prompt
        description="Generate **clear**, *concise* documentation."
        icon="paperclip"
        actions={['copy', 'cursor']}
      >
        <p>You are a technical writing assistant.</p>
      </Prompt>
    ),
  },
  {
    name: 'heading',
    tree: () => (
      <>
        <Heading level={2}>What's new (2025)</Heading>
        <Heading as="h3" noAnchor>
          Without anchor
        </Heading>
      </>
    ),
  },
  {
    name: 'github-repo',
    tree: () => (
      <>
        <GitHub.Repo repo="mintlify/docs" />
        <GitHub.Repo repo="https://github.com/mintlify/docs" variant="flat" />
      </>
    ),
  },
  {
    name: 'unknown-component',
    tree: () => (
      <Unknown>
        <p>Children of an unknown component still render.</p>
      </Unknown>
    ),
  },
];
