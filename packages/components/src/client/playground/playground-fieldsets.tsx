import type { ComponentChildren, VNode } from 'preact';
import type { PlaygroundField } from '../../api/playground-field.js';
import type { PlaygroundCredential, PlaygroundSpec } from '../../api/playground-spec.js';
import type { ClientMessageKey } from '@quire/i18n/page';
import { FieldInput } from './field-input.js';
import { usePlaygroundText } from './playground-text.js';
import type { FieldValue, ParamLocation, PlaygroundValues } from './playground-values.js';

export function Group(props: {
  readonly title: string;
  readonly name: string;
  readonly children?: ComponentChildren;
}): VNode {
  return (
    <fieldset class="q-playground__group" data-group={props.name}>
      <legend class="q-playground__legend">{props.title}</legend>
      {props.children}
    </fieldset>
  );
}

/** `X-API-Key`, `Authorization (Bearer)`, `Authorization (digest)`. */
function credentialLabel(c: PlaygroundCredential): string {
  if (c.kind === 'apiKey' || c.kind === 'other') return c.name;
  return `${c.name} (${c.kind === 'http' ? (c.httpScheme ?? 'http') : 'Bearer'})`;
}

const input = (e: Event) => (e.currentTarget as HTMLInputElement).value;

/** The server's variables, or a base URL input when the spec names no server. */
export function ServerFields(props: {
  readonly spec: PlaygroundSpec;
  readonly values: PlaygroundValues;
  readonly set: (v: Partial<PlaygroundValues>) => void;
}): VNode | null {
  const { spec, values, set } = props;
  const say = usePlaygroundText();
  const server = spec.servers[values.server] ?? spec.servers[0];
  if (!server) {
    return (
      <Group title={say('playground.server')} name="server">
        <div class="q-playground__field">
          <label class="q-playground__label" for="q-pg-server.base">
            <span class="q-playground__name">{say('playground.baseUrl')}</span>
          </label>
          <input
            class="q-playground__input"
            id="q-pg-server.base"
            name="server.base"
            type="url"
            placeholder="https://api.example.com"
            value={values.baseUrl}
            onInput={(e) => set({ baseUrl: input(e) })}
          />
        </div>
      </Group>
    );
  }
  const variables = Object.entries(server.variables);
  if (variables.length === 0) return null;
  return (
    <Group title={say('playground.serverVariables')} name="server">
      {variables.map(([name, v]) => (
        <FieldInput
          field={{
            name,
            required: true,
            kind: v.enum ? 'enum' : 'string',
            type: 'string',
            ...(v.enum ? { options: v.enum } : {}),
            default: v.default,
            ...(v.description ? { description: v.description } : {}),
          }}
          name={`server.${name}`}
          value={values.serverVariables[name] ?? v.default}
          onChange={(value) =>
            set({
              serverVariables: {
                ...values.serverVariables,
                [name]: typeof value === 'string' ? value : '',
              },
            })
          }
        />
      ))}
    </Group>
  );
}

/** The inputs for the chosen way to authenticate (and a choice when there are several). */
export function SecurityFields(props: {
  readonly spec: PlaygroundSpec;
  readonly values: PlaygroundValues;
  readonly set: (v: Partial<PlaygroundValues>) => void;
}): VNode | null {
  const { spec, values, set } = props;
  const say = usePlaygroundText();
  const option = spec.security[values.security];
  if (!option) return null;
  const setCredential = (key: string, value: string) =>
    set({ credentials: { ...values.credentials, [key]: value } });
  const credentialInput = (
    key: string,
    label: ComponentChildren,
    type: string,
    location: string,
  ) => (
    <div class="q-playground__field">
      <label class="q-playground__label" for={`q-pg-auth.${key}`}>
        <span class="q-playground__name">{label}</span>
        <span class="q-playground__type">{location}</span>
      </label>
      <input
        class="q-playground__input"
        id={`q-pg-auth.${key}`}
        name={`auth.${key}`}
        type={type}
        autocomplete="off"
        value={values.credentials[key] ?? ''}
        onInput={(e) => setCredential(key, input(e))}
      />
    </div>
  );
  return (
    <Group title={say('playground.authorization')} name="auth">
      {spec.security.length > 1 && (
        <select
          class="q-playground__select"
          name="auth.option"
          aria-label={say('playground.authMethod')}
          onChange={(e) => set({ security: Number(input(e)) })}
        >
          {spec.security.map((o, i) => (
            <option value={String(i)} selected={i === values.security}>
              {o.label}
            </option>
          ))}
        </select>
      )}
      {option.credentials.map((c) =>
        c.kind === 'basic' ? (
          <>
            {credentialInput(`${c.scheme}:username`, say('playground.username'), 'text', 'basic')}
            {credentialInput(
              `${c.scheme}:password`,
              say('playground.password'),
              'password',
              'basic',
            )}
          </>
        ) : (
          // The header, query or cookie name is the protocol's, not interface text.
          credentialInput(c.scheme, <code>{credentialLabel(c)}</code>, 'text', c.in)
        ),
      )}
    </Group>
  );
}

const TITLES: Record<ParamLocation, ClientMessageKey> = {
  path: 'playground.pathParameters',
  query: 'playground.queryParameters',
  header: 'playground.headers',
  cookie: 'playground.cookies',
};

/** One fieldset per parameter location that has parameters. */
export function ParameterFields(props: {
  readonly spec: PlaygroundSpec;
  readonly values: PlaygroundValues;
  readonly set: (v: Partial<PlaygroundValues>) => void;
}): VNode {
  const { spec, values, set } = props;
  const say = usePlaygroundText();
  const change = (where: ParamLocation, name: string, value: FieldValue) =>
    set({ params: { ...values.params, [where]: { ...values.params[where], [name]: value } } });
  return (
    <>
      {(Object.keys(TITLES) as ParamLocation[])
        .filter((where) => spec.parameters[where].length > 0)
        .map((where) => (
          <Group title={say(TITLES[where])} name={where}>
            {spec.parameters[where].map((field: PlaygroundField) => (
              <FieldInput
                field={field}
                name={`${where}.${field.name}`}
                value={values.params[where][field.name]}
                onChange={(v) => change(where, field.name, v)}
              />
            ))}
          </Group>
        ))}
    </>
  );
}
