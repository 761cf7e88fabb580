import { CLIENT_HEADER, type ErrorResponse } from '../../common/api/errors';
import { isTransient, retryAfterSeconds, retryDelayMs } from '../../common/rules/retry';

/**
 * The only place that speaks HTTP. A call that failed in a way that may pass (common/rules/retry.ts)
 * is retried with exponential delay. Answers are typed by the zod schemas of common/api; the client
 * does not parse them at run time (the parser would be 7 % of the first load), because the API
 * tests parse every answer with the same schemas.
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

let onAuthenticationRequired: () => void = () => {};

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

function buildUrl(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}

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

async function attempt(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(null, error instanceof Error ? error.message : String(error));
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    signal: options.signal,
    headers: {
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };

  for (let retry = 0; ; retry++) {
    let error: ApiError;
    try {
      const response = await attempt(url, init);
      if (response.ok) return (await response.json()) as T;
      error = await failure(response);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      error = caught;
    }
    if (error.status === 403 && error.authenticationRequired && path !== 'user.php') onAuthenticationRequired();
    // When the device knows it is offline, waiting to retry only delays the offline view.
    const offline = error.status === null && globalThis.navigator?.onLine === false;
    const delay = isTransient(error.status, error.retryAfterSeconds) && !offline ? retryDelayMs(retry + 1) : null;
    if (delay === null) throw error;
    await sleep(Math.max(delay, (error.retryAfterSeconds ?? 0) * 1000), options.signal);
  }
}

/**
 * Sends a file with upload progress (0–1), which fetch cannot report. Not retried: a photo is
 * large, and the member sees the failure and can send it again.
 */
export function upload<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as T);
      const error = errorOf(xhr.status, xhr.statusText, xhr.response, xhr.getResponseHeader('retry-after'));
      if (error.status === 403 && error.authenticationRequired) onAuthenticationRequired();
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(null, 'Network error'));
    xhr.send(file);
  });
}
