/**
 * Whether an error means a server we depend on cannot be reached right now (PostgreSQL restarting,
 * the network to it cut): the request is answered 503, to be tried again, not 500. node-postgres gives
 * the server's SQLSTATE (class 08: connection exception, 57P: the server shutting down) or the
 * socket's error code; a connection that dies mid-query or a pool that waits too long says so in
 * its message only.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const LOST = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/;

export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P') || SOCKET_CODES.has(code))) return true;
  return error instanceof Error && LOST.test(error.message);
}
