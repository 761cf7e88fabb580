import { CLIENT_HEADER, type ErrorResponse } from '../../common/api/errors';
import { isRetryableStatus, retryDelayMs } from '../../common/rules/retry';

/**
 * The only place that speaks HTTP. Every call retries with exponential delay. Answers are typed by
 * the zod schemas of common/api; the client does not parse them at run time (the parser would be
 * 7 % of the first load), because the API tests parse every answer with the same schemas.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** The server's stable error code (login_failed …), for a message in the member's language. */
    readonly code: string | null = null,
    readonly params: Record<string, string | number> = {},
    readonly authenticationRequired = false,
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
  /** Sent as it is, e.g. a photo file, instead of a JSON body. */
  file?: Blob;
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

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return isErrorResponse(body)
    ? new ApiError(response.status, body.message, body.error, body.params, body.authentication_required === true)
    : new ApiError(response.status, response.statusText);
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
      ...(options.file ? { 'Content-Type': options.file.type || 'application/octet-stream' } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
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
    const delay = isRetryableStatus(error.status) && !offline ? retryDelayMs(retry + 1) : null;
    if (delay === null) throw error;
    await sleep(delay, options.signal);
  }
}
