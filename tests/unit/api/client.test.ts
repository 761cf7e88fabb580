import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptDocumentAnswers, ApiError, CACHED_ANSWER_HEADER, request, serverServedPage, setAuthenticationRequiredHandler } from '../../../src/api/client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAuthenticationRequiredHandler(() => {});
});

describe('the API client', () => {
  // A page the server served: a failure may be a blip, and is retried.
  beforeEach(() => serverServedPage());

  it('sends X-Request-Type: client to /api/<path> with the query', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(request('settings.php', { query: { domain: 'a.test', skip: undefined } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/settings.php?domain=a.test');
    expect(init.headers['X-Request-Type']).toBe('client');
  });

  it('retries a failing call 5 times with exponential delay, then gives up', async () => {
    fetchMock.mockImplementation(async () => json(503, { error: 'internal', message: 'down' }));
    const result = request('user.php').catch((error: unknown) => error);
    for (const delay of [200, 400, 800, 1600, 3200]) {
      const calls = fetchMock.mock.calls.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock.mock.calls.length).toBe(calls);
      await vi.advanceTimersByTimeAsync(1);
    }
    const error = await result;
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('down');
  });

  it('recovers when a retry succeeds, also after a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { user: null }));
    const result = request('user.php');
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ user: null });
  });

  it('does not retry a client error', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'invalid_input', message: 'country: Invalid input' }));
    await expect(request('featured.php')).rejects.toMatchObject({ status: 400, message: 'country: Invalid input' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a lockout at once: a 429 that does not ask for a short wait is final', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'login_blocked', message: 'blocked', params: { minutes: 15 } }));
    await expect(request('user.php', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 429, code: 'login_blocked' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits out a rate limit that asks for a short wait, for as long as it asks', async () => {
    const limited = new Response(JSON.stringify({ error: 'rate_limited', message: 'wait', params: { seconds: 2 } }), { status: 429, headers: { 'retry-after': '2' } });
    fetchMock.mockResolvedValueOnce(limited).mockResolvedValueOnce(json(200, { ok: true }));
    const result = request('like.php', { method: 'POST', body: { id: 1 } });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('waits as long as a server shedding load asks before trying again (503 with Retry-After)', async () => {
    const shed = new Response(JSON.stringify({ error: 'service_unavailable', message: 'busy', params: { seconds: 2 } }), { status: 503, headers: { 'retry-after': '2' } });
    fetchMock.mockResolvedValueOnce(shed).mockResolvedValueOnce(json(200, { members: [] }));
    const result = request('members.php');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ members: [] });
  });

  it('gives a write one Idempotency-Key, the same on each retry, and a read none', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(201, { user: null }));
    const result = request('signup.php', { method: 'POST', body: { email: 'a@b.nl' } });
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ user: null });
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys).toEqual([keys[0], keys[0]]);
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await request('user.php');
    expect(fetchMock.mock.calls.at(-1)![1].headers['Idempotency-Key']).toBeUndefined();
    fetchMock.mockResolvedValueOnce(json(201, {}));
    await request('like.php', { method: 'POST', body: { id: 1 } });
    expect(fetchMock.mock.calls.at(-1)![1].headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('gives up on an attempt without an answer after its time limit, and retries it as a lost connection', async () => {
    // An answer that never comes, until the client lets go.
    fetchMock.mockImplementation((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const result = request('user.php').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(6 * 15_000 + 6200);
    expect(await result).toMatchObject({ status: null, code: 'timeout' });
  });

  it('waits a moment and asks again while the first attempt of a write is still under way', async () => {
    const busy = new Response(JSON.stringify({ error: 'request_in_progress', message: 'wait', params: { seconds: 1 } }), { status: 409, headers: { 'retry-after': '1' } });
    fetchMock.mockResolvedValueOnce(busy).mockResolvedValueOnce(json(200, { ok: true }));
    const result = request('block.php', { method: 'POST', body: { id: 2 } });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('logs out silently on a 403 with authentication_required, except from the user call', async () => {
    const logout = vi.fn();
    setAuthenticationRequiredHandler(logout);
    fetchMock.mockImplementation(async () => json(403, { error: 'forbidden', message: 'Log in', authentication_required: true }));
    await expect(request('likes.php')).rejects.toBeInstanceOf(ApiError);
    expect(logout).toHaveBeenCalledTimes(1);
    await expect(request('user.php')).rejects.toBeInstanceOf(ApiError);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a 403 without the flag', async () => {
    const logout = vi.fn();
    setAuthenticationRequiredHandler(logout);
    fetchMock.mockResolvedValue(json(403, { error: 'blocked', message: 'Blocked' }));
    await expect(request('likes.php')).rejects.toBeInstanceOf(ApiError);
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('the answers in the served page', () => {
  it('answer a first GET of their address once, soon after the page loaded; a write or a later call asks the server', async () => {
    fetchMock.mockImplementation(async () => json(200, { from: 'server' }));
    acceptDocumentAnswers({ '/api/members.php?country=NL&page=1': { from: 'page' }, '/api/regions.php': { from: 'page' } }, Date.now() + 30_000);
    await expect(request('members.php', { query: { country: 'NL', page: '1' } })).resolves.toEqual({ from: 'page' });
    await expect(request('members.php', { query: { country: 'NL', page: '1' } })).resolves.toEqual({ from: 'server' });
    await expect(request('members.php', { query: { country: 'BE', page: '1' } })).resolves.toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_001);
    await expect(request('regions.php')).resolves.toEqual({ from: 'server' });
  });
});

describe('a page that has not heard from the server (opened from the service worker offline)', () => {
  /** A fresh client, as a page opened from the worker's shell has. */
  async function freshClient() {
    vi.resetModules();
    return import('../../../src/api/client');
  }

  it('fails at once when the server cannot be reached, whatever navigator.onLine says', async () => {
    const client = await freshClient();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client.request('featured.php')).rejects.toMatchObject({ status: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts no answer of the worker\'s cache as the server\'s, and retries once the server has answered', async () => {
    const client = await freshClient();
    fetchMock.mockResolvedValueOnce(new Response('{}', { headers: { [CACHED_ANSWER_HEADER]: '1' } })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await client.request('settings.php');
    await expect(client.request('user.php')).rejects.toMatchObject({ status: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockResolvedValueOnce(json(200, { user: null })).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { ok: true }));
    await client.request('user.php');
    const retried = client.request('featured.php');
    await vi.advanceTimersByTimeAsync(200);
    await expect(retried).resolves.toEqual({ ok: true });
  });
});
