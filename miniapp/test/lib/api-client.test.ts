import { route } from '@cum/shared/contract/route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiCall, createApiClient } from '../../src/lib/api-client';

// Fixture routes: the client is generic over any contract route, so these stand in for real ones.
const getThing = route({
  method: 'GET',
  path: '/api/things/:thingId/parts/:part',
  access: 'user',
  summary: 'fixture',
  params: z.object({ thingId: z.string(), part: z.string() }),
  query: z.object({ limit: z.number().optional(), tag: z.array(z.string()).optional() }),
  response: z.object({ name: z.string(), count: z.number() }),
});
const postThing = route({
  method: 'POST',
  path: '/api/things',
  access: 'user',
  money: false,
  summary: 'fixture',
  status: 201,
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
});
const claim = route({
  method: 'POST',
  path: '/api/claim',
  access: 'user',
  money: true,
  summary: 'fixture',
  response: z.object({ ok: z.literal(true) }),
});

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(response: Response | Error, initData?: string) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const call = createApiClient({ fetch: () => fetchMock, initData: () => initData });
  const request = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { call, fetchMock, request };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiCall request building', () => {
  it('fills path params (URI-encoded) and serialises the query, skipping undefined values', async () => {
    const { call, request } = setup(jsonResponse(200, { name: 'a', count: 2 }));
    const result = await call(getThing, {
      params: { thingId: 'a b/c', part: 'x' },
      query: { limit: 5, tag: ['p', 'q'] },
    });
    expect(result).toEqual({ name: 'a', count: 2 });
    expect(request().url).toBe('/api/things/a%20b%2Fc/parts/x?limit=5&tag=p&tag=q');
    expect(request().init.method).toBe('GET');
  });

  it('leaves the query string off when there is no query value', async () => {
    const { call, request } = setup(jsonResponse(200, { name: 'a', count: 2 }));
    await call(getThing, { params: { thingId: '1', part: '2' }, query: { limit: undefined } });
    expect(request().url).toBe('/api/things/1/parts/2');
  });

  it('sends credentials always and a JSON body with its content type only when a body exists', async () => {
    const withBody = setup(jsonResponse(201, { id: 'n1' }));
    await withBody.call(postThing, { body: { name: 'new' } });
    expect(withBody.request().init.credentials).toBe('include');
    expect(withBody.request().init.body).toBe('{"name":"new"}');
    expect(withBody.request().headers['Content-Type']).toBe('application/json');

    const noBody = setup(jsonResponse(200, { ok: true }));
    await noBody.call(claim);
    expect(noBody.request().init.credentials).toBe('include');
    expect(noBody.request().init.body).toBeUndefined();
    expect(noBody.request().headers['Content-Type']).toBeUndefined();
  });

  it('adds "Authorization: tma <raw initData>" only when initData is present', async () => {
    const raw = 'query_id=AA&user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc';
    const inside = setup(jsonResponse(200, { ok: true }), raw);
    await inside.call(claim);
    expect(inside.request().headers.Authorization).toBe(`tma ${raw}`);

    const web = setup(jsonResponse(200, { ok: true }));
    await web.call(claim);
    expect(web.request().headers.Authorization).toBeUndefined();
  });

  it('throws before fetching when a path param is missing', async () => {
    const { call, fetchMock } = setup(jsonResponse(200, {}));
    // @ts-expect-error the type system already demands `part`; the runtime must refuse too
    await expect(call(getThing, { params: { thingId: '1' } })).rejects.toThrow(/part/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('apiCall error mapping', () => {
  it('turns the API error body into an ApiError with status, code, message and issues', async () => {
    const body = {
      error: 'bad_request',
      message: 'name is required',
      issues: [{ path: 'name', message: 'Required' }],
    };
    const { call } = setup(jsonResponse(400, body));
    const error = await call(postThing, { body: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'name is required' });
    expect((error as ApiError).issues).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it('never puts a field path in the message: the weak-password refusal lands on the field in plain words', async () => {
    const body = {
      error: 'bad_request',
      message:
        'body.password: This password is too easy to guess: it is one of the most common passwords or close to one.',
    };
    const { call } = setup(jsonResponse(400, body));
    const error = (await call(postThing, { body: { name: 'x' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Use at least 10 characters and avoid common passwords.');
    expect(error.issues).toEqual([
      { path: 'body.password', message: 'Use at least 10 characters and avoid common passwords' },
    ]);
  });

  it('keeps domain refusal codes such as too_early', async () => {
    const { call } = setup(jsonResponse(409, { error: 'too_early', message: 'Next reward in 12 minutes' }));
    await expect(call(claim)).rejects.toMatchObject({
      status: 409,
      code: 'too_early',
      message: 'Next reward in 12 minutes',
    });
  });

  it('falls back to "status: body text" for a body that is not the API error shape', async () => {
    const { call } = setup(
      new Response('Bad Gateway from proxy', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(call(claim)).rejects.toMatchObject({
      status: 502,
      code: 'unknown_error',
      message: '502: Bad Gateway from proxy',
    });
  });

  it('falls back to the status text when the error body is empty', async () => {
    const { call } = setup(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(call(claim)).rejects.toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });

  it('reports a network failure as status 0 network_error', async () => {
    const { call } = setup(new TypeError('fetch failed'));
    await expect(call(claim)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('rejects a 2xx answer that does not match the route response schema', async () => {
    const { call } = setup(jsonResponse(200, { name: 'a', count: 'two' }));
    await expect(call(getThing, { params: { thingId: '1', part: '2' } })).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
    });
  });

  it('applies the response schema (output type, unknown keys stripped)', async () => {
    const { call } = setup(jsonResponse(200, { name: 'a', count: 1, secret: 'x' }));
    const result = await call(getThing, { params: { thingId: '1', part: '2' } });
    expect(result).toEqual({ name: 'a', count: 1 });
  });
});

describe('the app-wide apiCall', () => {
  it('uses the global fetch and sends no tma header in a plain (non-Telegram) environment', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiCall(claim)).resolves.toEqual({ ok: true });
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/claim');
    expect(headers.Authorization).toBeUndefined();
  });
});
