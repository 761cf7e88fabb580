import { apiUrl } from '../../common/api/url';
import { CLIENT_HEADER, type ErrorResponse } from '../../common/api/errors';
import { REQUEST_TIMEOUT_MS } from '../../common/constants';
import { isTransient, retryAfterSeconds, retryDelayMs } from '../../common/rules/retry';

/**
 * The only place that speaks HTTP. Every call has a time limit; a call that failed in a way that may
 * pass (common/rules/retry.ts) is retried with exponential delay. A write may have reached the server
 * although its answer was lost, so each write carries an Idempotency-Key, the same on every retry:
 * the server runs it once and answers a retry with the first answer. Answers are typed by the zod
 * schemas of common/api; the client does not parse them at run time (the parser would be 7 % of the
 * first load), because the API tests parse every answer with the same schemas.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** The server's stable error code (login_failed …), for a message in the member's language. */
    readonly code: string | null = null,
    readonly params: Record<string, string | number> = {},
    readonly authenticationRequired = false,
    /** What a rate limit's Retry-After asked for. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * For a `.catch`: a call that got no answer (offline, the server out of reach or too slow) gives
 * `value`, so a page can say it needs a connection; an answer of the server's own still fails.
 */
export const whenUnanswered = <T>(value: T) => (error: unknown): T => {
  if (error instanceof ApiError && error.status === null) return value;
  throw error;
};

let onAuthenticationRequired: () => void = () => {};

/** The header the service worker puts on an answer it gives from its cache (src/sw/sw.ts). */
export const CACHED_ANSWER_HEADER = 'X-Amora-Cached';

/**
 * Whether this page has heard from the server since it opened: the server served it (app/boot.ts) or
 * answered a call itself, not the service worker from its cache. Until it has, a call that cannot
 * reach the server finds the device offline, whatever navigator.onLine says (a network that leads
 * nowhere, a server that is down): an offline open shows its screens at once instead of after
 * seconds of retries. After, such a failure is a blip or a restart, and is retried.
 */
let heardFromServer = false;

/** The server served this page, so it was reachable a moment ago. */
export function serverServedPage(): void {
  heardFromServer = true;
}

/** Called on a 403 carrying authentication_required from any call but the user call: a silent logout. */
export function setAuthenticationRequiredHandler(handler: () => void): void {
  onAuthenticationRequired = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** The address of an API call, as `request` sends it. */
function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string';
}

function errorOf(status: number, statusText: string, body: unknown, retryAfter: string | null): ApiError {
  const wait = retryAfterSeconds(retryAfter);
  return isErrorResponse(body)
    ? new ApiError(status, body.message, body.error, body.params, body.authentication_required === true, wait)
    : new ApiError(status, statusText, null, {}, false, wait);
}

async function failure(response: Response): Promise<ApiError> {
  return errorOf(response.status, response.statusText, await response.json().catch(() => null), response.headers.get('retry-after'));
}

/** A fresh key for one write and its retries (randomUUID needs a secure context; a LAN address is not). */
function newIdempotencyKey(): string {
  if (globalThis.crypto.randomUUID) return globalThis.crypto.randomUUID();
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One attempt within the time limit; no answer in time is a failure that may pass, as a lost connection is. */
async function attempt(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const stop = () => timeout.abort();
  init.signal?.addEventListener('abort', stop, { once: true });
  try {
    return await fetch(url, { ...init, signal: timeout.signal });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    if (timeout.signal.aborted) throw new ApiError(null, 'The server did not answer in time.', 'timeout');
    throw new ApiError(null, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', stop);
  }
}

/**
 * Answers the server gave in the page it served (server/http/shell-answers.ts), by address: the page's
 * first calls are answered without a round trip. Each is taken once, and only soon after the page
 * loaded; any later call asks the server.
 */
const documentAnswers = new Map<string, unknown>();
let documentAnswersUntil = 0;
let documentAnswerUrls: string[] = [];

export function acceptDocumentAnswers(answers: Record<string, unknown>, until: number): void {
  for (const [url, answer] of Object.entries(answers)) documentAnswers.set(url, answer);
  documentAnswersUntil = until;
  documentAnswerUrls = Object.keys(answers);
}

/** The addresses the served page answered, for the service worker to keep what it would have kept. */
export const servedAnswerUrls = (): readonly string[] => documentAnswerUrls;

/** The answer the served page holds for an address, while the page's answers stand. */
const heldAnswer = (url: string): unknown => (Date.now() <= documentAnswersUntil ? documentAnswers.get(url) : undefined);

/** A call's answer in the served page, left for the call to take: a screen's first render can show it. */
export const servedAnswer = <T>(path: string, query?: Record<string, string | undefined>) => heldAnswer(apiUrl(path, query)) as T | undefined;

/** Taken once: a later call asks the server. */
function documentAnswer(url: string): unknown {
  const answer = heldAnswer(url);
  documentAnswers.delete(url);
  return answer;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const method = options.method ?? 'GET';
  const write = method !== 'GET';
  const given = write ? undefined : documentAnswer(url);
  if (given !== undefined) return given as T;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    signal: options.signal,
    headers: {
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(write ? { 'Idempotency-Key': newIdempotencyKey() } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };

  for (let retry = 0; ; retry++) {
    let error: ApiError;
    try {
      const response = await attempt(url, init, write ? REQUEST_TIMEOUT_MS.write : REQUEST_TIMEOUT_MS.read);
      if (!response.headers.has(CACHED_ANSWER_HEADER)) heardFromServer = true;
      if (response.ok) return (await response.json()) as T;
      error = await failure(response);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      error = caught;
    }
    if (error.status === 403 && error.authenticationRequired && path !== 'user.php') onAuthenticationRequired();
    // When the device is offline, waiting to retry only delays the offline view.
    const offline = error.status === null && (globalThis.navigator?.onLine === false || !heardFromServer);
    const delay = isTransient(error.status, error.retryAfterSeconds) && !offline ? retryDelayMs(retry + 1) : null;
    if (delay === null) throw error;
    await sleep(Math.max(delay, (error.retryAfterSeconds ?? 0) * 1000), options.signal);
  }
}

/**
 * Sends a file with upload progress (0–1), which fetch cannot report. Not retried: a photo is
 * large, and the member sees the failure and can send it again. It may take as long as it needs
 * while it moves; stalled for the write time limit, it fails.
 */
export function upload<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stalled: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stalled);
      stalled = setTimeout(() => {
        xhr.abort();
        reject(new ApiError(null, 'The server did not answer in time.', 'timeout'));
      }, REQUEST_TIMEOUT_MS.write);
    };
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onloadend = () => clearTimeout(stalled);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as T);
      const error = errorOf(xhr.status, xhr.statusText, xhr.response, xhr.getResponseHeader('retry-after'));
      if (error.status === 403 && error.authenticationRequired) onAuthenticationRequired();
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(null, 'Network error'));
    watch();
    xhr.send(file);
  });
}
