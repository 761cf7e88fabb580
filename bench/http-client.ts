import http from 'node:http';

/**
 * The load generators' HTTP client: node:http over kept-alive connections. Not fetch: fetch cost a
 * load generator 1.7 ms of CPU a request (a third of a core at 200 requests a second), taken from
 * the two cores the server and PostgreSQL share with it, and the figures measured that.
 */

const agent = new http.Agent({ keepAlive: true });

export interface Call {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  text: string;
}

/** What a browser sends with every call, as fetch did: the server compresses what it shares. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Sends a request and reads its whole answer (its text as sent: compressed if the server compressed it). */
export function send(url: string, { method = 'GET', headers = {}, body }: Call = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const all = { ...BROWSER_HEADERS, ...headers };
    const sized = body === undefined ? all : { ...all, 'content-length': String(Buffer.byteLength(body)) };
    const request = http.request(url, { method, agent, headers: sized }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
