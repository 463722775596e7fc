import { defineCodes } from '@quire/diagnostics';

/** Diagnostic codes of the mdx package: compiling pages, snippets, variables, headings and code blocks. */
export const mdxCodes = defineCodes({
  'mdx/compile-error': {
    severity: 'error',
    title: 'A page or snippet could not be compiled',
    description:
      'The MDX parser (micromark) or the JavaScript parser (acorn) found a mistake; the message gives its reason. It is ' +
      'reported at the mistake: a tag that is never closed where it opens (the hint says where, and what closes it), a ' +
      'closing tag that does not match at that tag, a `{`, a quote or a tag that never ends at its opening, a stray `<` ' +
      'at the `<`. Common causes in `.mdx` files: an HTML comment `<!-- -->` (write `{/* */}`), a bare `<` or `{` ' +
      '(escape it as `\\<` or `\\{`, or put it in backticks), a void tag that does not close itself (`<br>` instead of `<br />`), ' +
      'and a tag closed in the wrong order. Plain `.md` files are read as CommonMark and do not have these rules. ' +
      'The other pages still compile.',
  },
  'mdx/host-access': {
    severity: 'error',
    title: 'Page code reaches for Node',
    description:
      'An expression, an `export` or a snippet uses `process`, `require`, `module`, `Buffer`, `global`, a dynamic ' +
      '`import()` or a member such as `globalThis.process` or `getBuiltinModule`. Page code is evaluated in a sandbox ' +
      'that holds only the component runtime: there is no Node, no file system and no environment, so this code would ' +
      'read `undefined` or throw. Remove it; put values the page needs in docs.json `variables` or in the page.',
  },
  'mdx/expression-error': {
    severity: 'warning',
    title: 'An expression threw while the page rendered',
    description:
      'MDX reads text in braces as a JavaScript expression, and this one threw when the page was rendered (for ' +
      'example `{contact.name}` where nothing defines `contact`). The page is published without the expression, as ' +
      'the reference platform publishes it. Often the braces were meant as text, in code indented by four spaces, ' +
      'which MDX does not have: put the code in a fenced code block, or escape the brace as `\\{`.',
  },
  'mdx/component-error': {
    severity: 'error',
    title: 'A component of the page threw while the page rendered',
    description:
      'A component the page imports or defines (`export const`, a `.jsx` snippet) threw an error when it rendered. ' +
      'The diagnostic is at the element that uses it and names what was thrown; when the component that threw is one ' +
      'it renders (a built-in given bad props, a component of the snippet), it is at the element of the page that led to it ' +
      'and names the inner component. The rest of the page and every other ' +
      'page still render, so that one run reports every problem, and the build fails. Fix the component or its props.',
  },
  'mdx/file-too-large': {
    severity: 'error',
    title: 'A page or snippet is larger than 1 MiB',
    description:
      'Pages and snippets may have at most 1,048,576 characters (the largest page of the real repositories Quire is ' +
      'tested on has under 400,000). A larger file is not compiled, because parsing and transforming it would hold ' +
      'the build for minutes; the other pages still build and the build fails. Split the page, or move generated ' +
      'data out of it (an OpenAPI spec renders endpoint pages of its own).',
  },
  'mdx/nesting-too-deep': {
    severity: 'error',
    title: 'A page or snippet nests more than 64 levels deep',
    description:
      'Pages and snippets may nest at most 64 levels of each kind: JSX elements, block quotes and lists, brackets and ' +
      'braces (of expressions, attribute values and Markdown links), and emphasis. The file is checked before it is ' +
      'parsed, so that a page of thousands of nested elements costs milliseconds rather than minutes and gigabytes ' +
      'before failing; the diagnostic is at the first level past the bound. Real pages nest a dozen levels at most: ' +
      'such depth usually means tags or brackets left open, or generated content. The other pages still build and ' +
      'the build fails. Close what was left open, or flatten the structure.',
  },
  'mdx/unknown-component': {
    severity: 'warning',
    title: 'A component is neither built in, imported nor defined',
    description:
      'A capitalised JSX tag names no built-in component, no import and no `export const` of the page. ' +
      'The page still renders: the unknown element is replaced by its children. Check the spelling, or import the ' +
      'component from a snippet (`import { MyComponent } from "/snippets/my-component.jsx"`).',
  },
  'mdx/undefined-variable': {
    severity: 'error',
    title: 'A `{{variable}}` is not defined in docs.json',
    description:
      'Pages can use `{{name}}` placeholders that are replaced by the values of `variables` in docs.json. ' +
      'The placeholder names a variable that is not defined there. Define it, fix the name, or write the braces ' +
      'inside backticks if they are meant literally (code is never substituted).',
  },
  'mdx/unusable-variable-name': {
    severity: 'warning',
    title: 'A `{{…}}` placeholder names a variable with spaces',
    description:
      'A placeholder such as `{{my var}}` is not replaced: placeholder names are letters, digits, `_`, `-` and `.` ' +
      '(spaces may surround the name, `{{ version }}`, but not split it), as on the reference platform. The text is ' +
      'shown as written instead of failing to compile. Rename the variable in docs.json `variables` (`my-var`) and ' +
      'use `{{my-var}}`, or write the braces inside backticks if they are meant literally.',
  },
  'mdx/import-not-found': {
    severity: 'warning',
    title: 'An imported snippet does not exist',
    description:
      'An `import` names a file that is not in the docs repository. The page renders without it (what it imports ' +
      'renders nothing), as on the reference platform. Paths starting with `/` are relative to the docs root ' +
      '(`/snippets/intro.mdx`); paths starting with `./` or `../` are relative to the importing file.',
  },
  'mdx/import-outside-root': {
    severity: 'error',
    title: 'An import leaves the docs root',
    description:
      'Snippets must live inside the docs repository: an import path that climbs above the folder holding docs.json, ' +
      'or a file of the docs folder that is a symbolic link to a file outside it, cannot be published. ' +
      'Move or copy the file into the docs folder (for example under `snippets/`).',
  },
  'mdx/import-unsupported': {
    severity: 'error',
    title: 'An import names a package or an unsupported kind of file',
    description:
      'Pages and snippets can import `.mdx`, `.md`, `.jsx` and `.js` files of the docs repository. npm packages, JSON ' +
      'files and URLs cannot be imported, as on the reference platform. Copy what you need into a `.jsx` snippet.',
  },
  'mdx/import-missing-export': {
    severity: 'warning',
    title: 'An import names an export the file does not have',
    description:
      'The imported file compiles but does not export the name the import asks for. `.jsx` snippets have only the ' +
      'exports they declare (usually named: `import { Card } from "/snippets/card.jsx"`); an `.mdx` snippet\'s default export ' +
      'is its content, and `export const` adds named ones. The missing name renders nothing.',
  },
  'mdx/island-static': {
    severity: 'warning',
    title: 'A page or snippet component stays static in the browser',
    description:
      'Components exported by pages and `.jsx`/`.mdx` snippets are rendered on the server and then hydrated in the browser, ' +
      'so that their hooks and event handlers run as on the reference platform. This one cannot be: its code imports something ' +
      'that is not a file of the docs (an npm package or a Node module), or it was given props that are not JSON data (a function ' +
      'that is not an exported component, or an element). The reader sees what it rendered at build time, without interaction. ' +
      'Copy what it imports into a snippet, and pass data props (text, numbers, lists, objects), exported components and MDX ' +
      'children instead.',
  },
  'mdx/import-cycle': {
    severity: 'error',
    title: 'Snippets import each other in a cycle',
    description:
      'A snippet imports, directly or through others, the file that imports it. Break the cycle; the import that closes it renders nothing.',
  },
  'mdx/unknown-language': {
    severity: 'warning',
    title: 'A code block names a language the highlighter does not know',
    description:
      "The language after the opening fence is not one of Shiki's bundled languages, aliases or the custom languages " +
      'listed in `styling.codeblocks.languages.custom`. The block is shown as plain text.',
  },
  'mdx/custom-language-not-found': {
    severity: 'error',
    title: 'A custom language file does not exist',
    description:
      'A path in `styling.codeblocks.languages.custom` names no file. Paths are relative to the docs root (`/languages/my-language.json`).',
  },
  'mdx/custom-language-invalid': {
    severity: 'error',
    title: 'A custom language file is not a TextMate grammar',
    description:
      'The file listed in `styling.codeblocks.languages.custom` must be JSON with at least `scopeName` and `patterns` ' +
      '(a TextMate grammar, as VS Code and Shiki use). The language is not available until the file is fixed.',
  },
  'mdx/unknown-theme': {
    severity: 'warning',
    title: 'A code theme is not a Shiki theme',
    description:
      "A theme named in `styling.codeblocks` is not one of Shiki's bundled themes. The default theme is used instead.",
  },
  'mdx/image-missing-alt': {
    severity: 'warning',
    title: 'An image has no alt text',
    description:
      'An `<img>` without an `alt` attribute, or a Markdown image with nothing between its brackets (`![](/x.png)`), ' +
      'tells a reader who cannot see it nothing about what it shows. Describe the image in the alt text ' +
      '(`alt="The settings page with SSO turned on"`, `![The settings page](/x.png)`), or write `alt=""` on an `<img>` if ' +
      'it is decorative, which hides it from screen readers. Until then the published image is announced by its file ' +
      'name (`/images/user-provisioning.png` reads as "user provisioning"), as screen readers do for an image without ' +
      'alt text, rather than being hidden as if it were decorative. `aria-label`, `aria-labelledby`, `title`, ' +
      '`role="presentation"` and `aria-hidden` also count as a decision, and are not reported.',
  },
  'mdx/math-error': {
    severity: 'warning',
    title: 'A math expression could not be rendered',
    description:
      'KaTeX could not parse a `$...$` or `$$...$$` expression; it is shown in red with the source. Check the LaTeX syntax, or escape the dollar signs (`\\$`) if they are not math.',
  },
});
