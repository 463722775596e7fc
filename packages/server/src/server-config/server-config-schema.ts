const NAME = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' } as const;

const RATE_LIMIT = {
  oneOf: [
    { const: false, description: 'No limit.' },
    {
      type: 'object',
      additionalProperties: false,
      required: ['requests', 'windowSeconds'],
      properties: {
        requests: { type: 'integer', minimum: 1, description: 'Requests allowed per window.' },
        windowSeconds: {
          type: 'integer',
          minimum: 1,
          maximum: 86400,
          description: 'Length of the window in seconds.',
        },
      },
    },
  ],
} as const;

const MODEL_PROPERTIES = {
  url: {
    type: 'string',
    pattern: '^https?://',
    description:
      'An OpenAI-compatible API: its base URL (`https://api.openai.com/v1`) or its chat completions URL (`…/v1/chat/completions`).',
  },
  model: { type: 'string', minLength: 1, description: "The model's name (`gpt-4o-mini`)." },
  apiKeyEnv: {
    ...NAME,
    description: 'The environment variable with the API key (never the key itself).',
  },
  timeoutMs: {
    type: 'integer',
    minimum: 1,
    maximum: 600000,
    description:
      'How long a streamed assistant answer may stay silent before it ends with an error. Default 60000.',
  },
} as const;

const SECONDS = { type: 'number', exclusiveMinimum: 0, maximum: 86400 } as const;

/** The JSON Schema of `quire.server.json`: validation, editor completion (`$schema`) and the docs. */
export const SERVER_CONFIG_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'quire.server.json',
  description:
    'The sites and projects a Quire server answers for, its data folder, database and limits.',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    dataDir: {
      type: 'string',
      minLength: 1,
      description: 'The data folder, relative to this file. Default `.quire/server`.',
    },
    databaseUrl: {
      type: 'string',
      pattern: '^postgres(ql)?://',
      description:
        'A `postgres://` URL shared by several servers. Default: SQLite in the data folder.',
    },
    model: {
      type: 'object',
      additionalProperties: false,
      properties: MODEL_PROPERTIES,
      description:
        'The model the assistant answers with and agent jobs run on. `QUIRE_MODEL_URL`, `QUIRE_MODEL`, `QUIRE_MODEL_API_KEY` and `QUIRE_MODEL_TIMEOUT_MS` win over it. Default: none (the assistant answers from the docs alone; agent jobs are refused).',
    },
    agent: {
      type: 'object',
      additionalProperties: false,
      description:
        'How this server runs agent jobs. `QUIRE_AGENT_CONCURRENCY`, `QUIRE_AGENT_TIME_LIMIT_SECONDS`, `QUIRE_AGENT_LEASE_SECONDS` and `QUIRE_AGENT_MAX_ATTEMPTS` win over it.',
      properties: {
        concurrency: {
          type: 'integer',
          minimum: 1,
          maximum: 64,
          description: 'Jobs this server runs at once. Default 2.',
        },
        timeLimitSeconds: {
          ...SECONDS,
          description: 'How long one job may run before it fails. Default 1800.',
        },
        leaseSeconds: {
          ...SECONDS,
          description: "How long a server's claim on a job holds without a heartbeat. Default 30.",
        },
        maxAttempts: {
          type: 'integer',
          minimum: 1,
          maximum: 100,
          description:
            'How often a job is started, counting restarts after a server stopped, before it fails as `interrupted`. Default 2.',
        },
      },
    },
    trustProxy: {
      type: 'boolean',
      description:
        'Take the client address from `X-Forwarded-For`, for a server behind a proxy you run. Default false.',
    },
    sites: {
      type: 'object',
      description: 'The sites served, by domain.',
      propertyNames: NAME,
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          site: {
            type: 'string',
            minLength: 1,
            description: 'The built site folder (`quire build` output), relative to this file.',
          },
          docs: {
            type: 'string',
            minLength: 1,
            description: 'The docs folder (where docs.json is), relative to this file.',
          },
          assistantKey: {
            type: 'string',
            pattern: '^svc_dsc_',
            description:
              "The public assistant key the site's own pages (the Ask panel) call the assistant with: a key from `quire keys create --kind assistant --domain <domain>`. Safe in client-side code.",
          },
        },
      },
    },
    projects: {
      type: 'object',
      description: 'The projects served, by projectId.',
      propertyNames: NAME,
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['repository'],
        properties: {
          repository: {
            type: 'string',
            minLength: 1,
            description: 'A local path (relative to this file) or a git URL.',
          },
          baseBranch: {
            type: 'string',
            minLength: 1,
            description:
              'The branch jobs start from and open pull requests against. Default `main`.',
          },
          docsRoot: {
            type: 'string',
            minLength: 1,
            description: 'The docs folder inside the repository. Default `.`.',
          },
          domain: {
            ...NAME,
            description: 'The site built from this project, when this server serves it.',
          },
          forge: {
            oneOf: [
              {
                type: 'object',
                additionalProperties: false,
                required: ['kind'],
                properties: { kind: { const: 'none' } },
              },
              {
                type: 'object',
                additionalProperties: false,
                required: ['kind'],
                properties: {
                  kind: { const: 'github' },
                  apiUrl: {
                    type: 'string',
                    pattern: '^https?://',
                    description:
                      'Default `https://api.github.com`; GitHub Enterprise: `https://host/api/v3`.',
                  },
                  tokenEnv: {
                    ...NAME,
                    description: 'The environment variable with the token. Default `GITHUB_TOKEN`.',
                  },
                  repository: {
                    type: 'string',
                    pattern: '^[^/\\s]+/[^/\\s]+$',
                    description:
                      "`owner/name` of the repository pull requests are opened on. Default: that of the repository's URL, or of a local repository's `origin` remote.",
                  },
                },
              },
            ],
          },
          model: {
            type: 'object',
            additionalProperties: false,
            description:
              "This project's own model for agent jobs; each part it leaves out is the service's.",
            properties: {
              ...MODEL_PROPERTIES,
              baseUrl: { ...MODEL_PROPERTIES.url, description: 'The older name of `url`.' },
            },
          },
          draftPullRequests: {
            type: 'boolean',
            description:
              "Open the pull requests of this project's agent jobs as drafts (a v1 request's `asDraft` wins). Default false.",
          },
        },
      },
    },
    limits: {
      type: 'object',
      additionalProperties: false,
      properties: {
        bodyBytes: {
          type: 'integer',
          minimum: 1024,
          maximum: 104857600,
          description: 'Largest request body in bytes. Default 1048576 (1 MB).',
        },
        perKey: { ...RATE_LIMIT, description: 'Requests per API key. Default 600 per 60 seconds.' },
        perAddress: {
          ...RATE_LIMIT,
          description: 'Requests per client address. Default 1200 per 60 seconds.',
        },
        mcp: {
          ...RATE_LIMIT,
          description:
            'Calls to /mcp per client address, besides perAddress. Default 300 per 60 seconds.',
        },
        feedback: {
          ...RATE_LIMIT,
          description:
            'Page feedback sent per client address, besides perAddress. Default 20 per 600 seconds.',
        },
      },
    },
    http: {
      type: 'object',
      additionalProperties: false,
      description: 'Time limits and the connection cap of the HTTP server (`quire serve`).',
      properties: {
        headersTimeoutSeconds: {
          type: 'integer',
          minimum: 1,
          maximum: 3600,
          description:
            "Time to receive a request's headers; the connection is closed past it. Default 20.",
        },
        requestTimeoutSeconds: {
          type: 'integer',
          minimum: 1,
          maximum: 3600,
          description:
            'Time to receive a whole request (headers and body); 408 past it. Default 60.',
        },
        keepAliveTimeoutSeconds: {
          type: 'integer',
          minimum: 1,
          maximum: 3600,
          description: 'How long an idle kept-alive connection stays open. Default 5.',
        },
        connectionsPerAddress: {
          oneOf: [
            { const: false, description: 'No cap.' },
            { type: 'integer', minimum: 1, maximum: 1000000 },
          ],
          description:
            'Open connections one client address may hold; further ones get 503 too_many_connections. Default 256.',
        },
      },
    },
  },
} as const;
