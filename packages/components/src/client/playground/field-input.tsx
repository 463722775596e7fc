import type { VNode } from 'preact';
import type { PlaygroundField } from '../../api/playground-field.js';
import { usePlaygroundText } from './playground-text.js';
import { valueText, type FieldValue } from './playground-values.js';

export interface FieldInputProps {
  readonly field: PlaygroundField;
  /** The form control name (`query.limit`, `body.name`). */
  readonly name: string;
  readonly value: FieldValue;
  readonly onChange: (value: FieldValue) => void;
}

const text = (e: Event): string => (e.currentTarget as HTMLInputElement).value;

function Control(props: FieldInputProps): VNode {
  const { field, name, value, onChange } = props;
  const say = usePlaygroundText();
  const current = typeof value === 'string' ? value : '';
  const placeholder = valueText(field, field.example ?? field.default);
  const common = { name, id: `q-pg-${name}`, required: field.required };
  if (field.kind === 'enum' || field.kind === 'boolean') {
    const options =
      field.kind === 'boolean' ? ['true', 'false'] : (field.options ?? []).map(String);
    return (
      <select
        {...common}
        class="q-playground__select"
        value={current}
        onChange={(e) => onChange(text(e))}
      >
        <option value="">{say(field.required ? 'playground.choose' : 'playground.notSet')}</option>
        {options.map((o) => (
          <option value={o} selected={o === current}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === 'file') {
    return (
      <input
        {...common}
        class="q-playground__input"
        type="file"
        accept={field.accept}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).files?.[0])}
      />
    );
  }
  if (field.kind === 'json') {
    return (
      <textarea
        {...common}
        class="q-playground__input q-playground__input--code"
        rows={3}
        placeholder={placeholder}
        value={current}
        onInput={(e) => onChange(text(e))}
      />
    );
  }
  const type =
    field.kind === 'number' || field.kind === 'integer'
      ? 'number'
      : field.format === 'password'
        ? 'password'
        : 'text';
  return (
    <input
      {...common}
      class="q-playground__input"
      type={type}
      step={field.kind === 'integer' ? '1' : field.kind === 'number' ? 'any' : undefined}
      placeholder={field.kind === 'array' ? (placeholder ?? 'a, b, c') : placeholder}
      value={current}
      onInput={(e) => onChange(text(e))}
    />
  );
}

/** One labelled input of the playground form: name, type, required mark, then the control. */
export function FieldInput(props: FieldInputProps): VNode {
  const { field } = props;
  const say = usePlaygroundText();
  return (
    <div class="q-playground__field" data-kind={field.kind}>
      <label class="q-playground__label" for={`q-pg-${props.name}`}>
        <span class="q-playground__name">{field.name}</span>
        {field.required && (
          <span class="q-playground__required" title={say('playground.required')}>
            *
          </span>
        )}
        <span class="q-playground__type">{field.type}</span>
        {field.deprecated && (
          <span class="q-playground__deprecated">{say('playground.deprecated')}</span>
        )}
      </label>
      <Control {...props} />
    </div>
  );
}
