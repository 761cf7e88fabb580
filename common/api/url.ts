/** An API call's address, as the client asks for it and the server answers it in the page it serves (server/http/shell-answers.ts). */
export function apiUrl(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}
