import { formatForModel } from '../gate/check-docs.js';
import { addToNavigation } from './add-to-navigation.js';
import { searchDocs } from './search-docs.js';
import { parseTodos } from './todo.js';
import { ok, refuse, type AgentTool } from './tool.js';

const NO_ARGS = { type: 'object', properties: {} };

const TODO_ITEM = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    content: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'in_progress', 'completed', 'cancelled'] },
    priority: { type: 'string', enum: ['high', 'medium', 'low'] },
  },
  required: ['content', 'status'],
};

export const docsTools: readonly AgentTool[] = [
  {
    spec: {
      name: 'search_docs',
      description:
        'Full-text search of the docs pages; returns the best matching files and sections.',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string' } },
        required: ['query'],
      },
    },
    run: async (args, context) =>
      typeof args.query === 'string' && args.query.trim()
        ? ok(await searchDocs(context.docsRoot, args.query))
        : refuse('query must be a non-empty string.'),
  },
  {
    spec: {
      name: 'add_to_navigation',
      description:
        'Add a page to a navigation group of docs.json (page path without extension, group by its name).',
      parameters: {
        type: 'object',
        properties: { page: { type: 'string' }, group: { type: 'string' } },
        required: ['page', 'group'],
      },
    },
    run: (args, context) => addToNavigation(context.docsRoot, args.page, args.group),
  },
  {
    spec: {
      name: 'validate_docs',
      description:
        'Run Quire validation (docs.json, navigation, OpenAPI, page syntax) on the docs as they are now.',
      parameters: NO_ARGS,
    },
    run: async (_args, context) => ok(formatForModel(await context.check('validate'))),
  },
  {
    spec: {
      name: 'check_links',
      description:
        'Check every internal link and image of every page, as `quire broken-links` does.',
      parameters: NO_ARGS,
    },
    run: async (_args, context) => ok(formatForModel(await context.check('links'))),
  },
  {
    spec: {
      name: 'todo_write',
      description: 'Replace your todo list (shown to the user while the job runs).',
      parameters: {
        type: 'object',
        properties: { todos: { type: 'array', items: TODO_ITEM } },
        required: ['todos'],
      },
    },
    run: async (args, context) => {
      const todos = parseTodos(args.todos);
      if (typeof todos === 'string') return refuse(todos);
      context.setTodos(todos);
      return ok(`todo list saved (${todos.length} items)`);
    },
  },
  {
    spec: {
      name: 'finish',
      description:
        'Finish the job with a message to the user: what you changed and why. The changes are then validated and proposed as a pull request.',
      parameters: {
        type: 'object',
        properties: { message: { type: 'string' } },
        required: ['message'],
      },
    },
    run: async (args, context) => {
      if (typeof args.message !== 'string' || args.message.trim() === '')
        return refuse('message must be a non-empty string.');
      context.finish(args.message);
      return ok('finishing: the docs are validated next');
    },
  },
];
