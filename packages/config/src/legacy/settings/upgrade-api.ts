import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';

const PLAYGROUND_MODES: Readonly<Record<string, string>> = {
  show: 'interactive',
  simple: 'simple',
  hide: 'none',
};
const EXPANDED: Readonly<Record<string, string>> = { all: 'all', none: 'closed' };

/** A value mapped through `values`; one it does not list is reported and left out. */
function mapValue(
  setting: MintValue | undefined,
  values: Readonly<Record<string, string>>,
  ctx: UpgradeContext,
  why: string,
): Upgraded | undefined {
  if (!setting) return undefined;
  const to = setting.text !== undefined ? values[setting.text] : undefined;
  if (to === undefined) ctx.drop(setting, why);
  return to === undefined ? undefined : built(setting, to);
}

function playgroundOf(
  playground: MintValue | undefined,
  ctx: UpgradeContext,
): Upgraded | undefined {
  if (!playground?.isObject) return carry(playground);
  dropOtherKeys(ctx, playground, ['mode', 'disableProxy']);
  const proxy = playground.get('disableProxy');
  return built(playground, {
    display: mapValue(
      playground.get('mode'),
      PLAYGROUND_MODES,
      ctx,
      'The playground modes are "show", "simple" and "hide".',
    ),
    proxy: typeof proxy?.value === 'boolean' ? built(proxy, !proxy.value) : carry(proxy),
  });
}

function examplesOf(request: MintValue | undefined, ctx: UpgradeContext): Upgraded | undefined {
  if (!request?.isObject) return carry(request);
  dropOtherKeys(ctx, request, ['example']);
  const example = request.get('example');
  if (!example?.isObject) return carry(example);
  dropOtherKeys(ctx, example, ['languages', 'showOptionalParams']);
  const optional = example.get('showOptionalParams');
  return built(example, {
    languages: carry(example.get('languages')),
    defaults: optional ? built(optional, optional.value === true ? 'all' : 'required') : undefined,
  });
}

function paramsOf(fields: MintValue | undefined, ctx: UpgradeContext): Upgraded | undefined {
  if (!fields?.isObject) return carry(fields);
  dropOtherKeys(ctx, fields, ['expanded', 'post']);
  const why =
    'docs.json opens either all nested parameters ("all", from mint.json "all") or none ("closed", from "none"); "topLevel" and "topLevelOneOfs" have no equivalent.';
  return built(fields, {
    expanded: mapValue(fields.get('expanded'), EXPANDED, ctx, why),
    post: carry(fields.get('post')),
  });
}

function mdxOf(api: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const server = api.get('baseUrl');
  const auth = api.get('auth');
  if (!server && !auth) return undefined;
  if (auth?.isObject) {
    dropOtherKeys(ctx, auth, ['method', 'name'], {
      inputPrefix: 'A deprecated mint.json setting that docs.json does not have.',
    });
  }
  return built(server ?? (auth as MintValue), {
    server: carry(server),
    auth: auth?.isObject
      ? built(auth, { method: carry(auth.get('method')), name: carry(auth.get('name')) })
      : carry(auth),
  });
}

/**
 * docs.json's `api`: the top-level `openapi` as `api.openapi`; the playground's `mode` as `display`
 * (`show` → `interactive`, `hide` → `none`) and `disableProxy` as `proxy` (negated); request example
 * languages as `examples.languages`; `baseUrl` and `auth` as `mdx.server` and `mdx.auth`;
 * `paramFields` as `params`.
 */
export function upgradeApi(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const api = mint.get('api');
  const openapi = mint.get('openapi');
  if (!api && !openapi) return undefined;
  if (api && !api.isObject) return carry(api);
  if (api) {
    dropOtherKeys(ctx, api, ['baseUrl', 'auth', 'playground', 'request', 'paramFields'], {
      maintainOrder:
        'docs.json has no such setting; the navigation decides the order of endpoint pages.',
    });
  }
  return built((api ?? openapi) as MintValue, {
    openapi: carry(openapi),
    playground: playgroundOf(api?.get('playground'), ctx),
    examples: examplesOf(api?.get('request'), ctx),
    params: paramsOf(api?.get('paramFields'), ctx),
    mdx: api ? mdxOf(api, ctx) : undefined,
  });
}
