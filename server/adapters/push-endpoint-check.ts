/**
 * Which push subscription addresses the server posts to. An address is a member's input and the
 * server connects to it, so it must mean the same to every parser (a host that one parser ends at
 * `;` reached loopback): only URL characters, written exactly as the URL standard writes it, https
 * without credentials, a host name of plain labels that PUSH_SERVICES lists, on the port it names.
 */

/** The port of a PUSH_SERVICES entry that names none: the push services' own. */
const HTTPS_PORT = 443;

/** RFC 3986's characters, with `%` only as the start of an escape. */
const URL_CHARACTERS = /^(?:[\w.~:/?#[\]@!$&'()*+,;=-]|%[\dA-Fa-f]{2})+$/;

/** Dot-separated labels of letters, digits and hyphens, as the URL standard writes them (an IPv4 address is one too). */
const HOST_NAME = /^[a-z\d-]+(?:\.[a-z\d-]+)*$/;

/** The address as checked, the one to post to; null when it is not one we post to. */
export function checkedPushEndpoint(endpoint: string, services: readonly string[]): URL | null {
  if (!URL_CHARACTERS.test(endpoint) || !URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  if (url.href !== endpoint || url.protocol !== 'https:' || url.username || url.password || !HOST_NAME.test(url.hostname)) return null;
  const port = url.port ? Number(url.port) : HTTPS_PORT;
  return services.some((service) => listed(service, url.hostname, port)) ? url : null;
}

/** A PUSH_SERVICES entry: `host` (port 443) or `host:port`; a leading dot takes the subdomains. */
function listed(service: string, host: string, port: number): boolean {
  const [, name = '', servicePort] = /^([^:]+)(?::(\d+))?$/.exec(service) ?? [];
  if (port !== (servicePort ? Number(servicePort) : HTTPS_PORT)) return false;
  return name.startsWith('.') ? host.endsWith(name) && host.length > name.length : host === name;
}
