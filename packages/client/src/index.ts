// The package's Node entry is where the bundled runtime lives. The runtime itself (src/main.ts, and what it
// imports: the components' client code, search, Mermaid, Preact) runs only in the browser, from the bundle
// that `npm run bundle` writes: those packages are devDependencies, not installed with a site's build.
export { CLIENT_BUNDLE_URL } from './bundle-path.js';
