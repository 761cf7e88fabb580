import { notFound } from '@tanstack/react-router';
import { PARAM_PATTERNS, type ParamName } from '../../../common/route-params';

/**
 * Route params that must look right (spec §2): anything else is the 404 page, not a crash.
 * The patterns are the server's too, so the document's status and the page agree.
 */
export function validParams<N extends ParamName>(...names: N[]) {
  return {
    parse: (raw: Record<string, string>) => {
      for (const name of names) {
        const value = raw[name];
        if (value !== undefined && !PARAM_PATTERNS[name].test(value)) throw notFound();
      }
      return raw as { [K in N]: string };
    },
    stringify: (params: { [K in N]: string }) => params,
  };
}
