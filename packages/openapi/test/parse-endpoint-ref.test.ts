import { describe, expect, it } from 'vitest';
import { formatEndpointRef, parseEndpointRef } from '@quire/openapi';

describe('parseEndpointRef', () => {
  it('reads METHOD path in any case', () => {
    expect(parseEndpointRef('GET /users')).toEqual({ method: 'get', path: '/users' });
    expect(parseEndpointRef('  post   /users/{id}  ')).toEqual({
      method: 'post',
      path: '/users/{id}',
    });
    expect(parseEndpointRef('DeLeTe /a/')).toEqual({ method: 'delete', path: '/a/' });
  });

  it('reads a spec token in front', () => {
    expect(parseEndpointRef('/specs/api.json PUT /x')).toEqual({
      spec: '/specs/api.json',
      method: 'put',
      path: '/x',
    });
    expect(parseEndpointRef('v3-openapi GET /api/v1/runs')).toEqual({
      spec: 'v3-openapi',
      method: 'get',
      path: '/api/v1/runs',
    });
    expect(parseEndpointRef('https://x.dev/o.yml GET /x')).toEqual({
      spec: 'https://x.dev/o.yml',
      method: 'get',
      path: '/x',
    });
  });

  it('reads webhooks', () => {
    expect(parseEndpointRef('webhook orderUpdated')).toEqual({ webhook: 'orderUpdated' });
    expect(parseEndpointRef('openapi.json WEBHOOK order')).toEqual({
      spec: 'openapi.json',
      webhook: 'order',
    });
  });

  it('rejects what is not a reference (a page path in pages arrays)', () => {
    for (const text of [
      'introduction',
      'get started',
      'FETCH /users',
      'a b GET /x',
      'GET',
      '',
      'api/users',
      'GET users',
    ]) {
      expect(parseEndpointRef(text), text).toBeUndefined();
    }
  });

  it('formats back', () => {
    expect(formatEndpointRef({ method: 'get', path: '/a' })).toBe('GET /a');
    expect(formatEndpointRef({ spec: 's.json', webhook: 'w' })).toBe('s.json webhook w');
  });
});
