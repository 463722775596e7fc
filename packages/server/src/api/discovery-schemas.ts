// The discovery request bodies: schema and type generated from docs/api/openapi.json.
export {
  PAGE_REQUEST_SCHEMA,
  SEARCH_REQUEST_SCHEMA,
  type PageRequest,
  type SearchRequest,
} from '../generated/api-requests.generated.js';
