/** One item of the agent's todo list, spelled as the session's `todos` are. */
export interface Todo {
  readonly id: string;
  readonly content: string;
  readonly status: TodoStatus;
  readonly priority: TodoPriority;
}

export const TODO_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const TODO_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];
export type TodoPriority = (typeof TODO_PRIORITIES)[number];

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** The todo list the model wrote, checked; a string saying what is wrong when it is not a valid list. */
export function parseTodos(input: unknown): Todo[] | string {
  if (!Array.isArray(input)) return 'todos must be an array of {id, content, status, priority}.';
  const todos: Todo[] = [];
  for (const [i, item] of input.entries()) {
    const t = (item ?? {}) as Record<string, unknown>;
    if (typeof t.content !== 'string' || t.content.trim() === '')
      return `todos[${i}].content must be a non-empty string.`;
    if (!isOneOf(TODO_STATUSES, t.status))
      return `todos[${i}].status must be one of ${TODO_STATUSES.join(', ')}.`;
    const priority = t.priority ?? 'medium';
    if (!isOneOf(TODO_PRIORITIES, priority))
      return `todos[${i}].priority must be one of ${TODO_PRIORITIES.join(', ')}.`;
    const id = typeof t.id === 'string' && t.id !== '' ? t.id : String(i + 1);
    todos.push({ id, content: t.content, status: t.status, priority });
  }
  return todos;
}
