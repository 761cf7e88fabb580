import { notFound } from '@tanstack/react-router';
import { PARAM_PATTERNS, type ParamName } from '../../../common/route-params';

/**
 * Route params that must look right (docs/product/screens.md#route-parameters): anything else is the 404 page, not a crash.
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

type Codec<P> = { parse: (raw: Record<string, string>) => P; stringify: (params: P) => P };

/** A route whose last param may be left out (`{-$name}`), with the params before it. */
interface OptionalLast {
  <O extends ParamName>(optional: O): Codec<{ [K in O]?: string }>;
  <N extends ParamName, O extends ParamName>(name: N, optional: O): Codec<{ [K in N]: string } & { [K in O]?: string }>;
}

/** The same check for a route whose last param may be left out, so links may leave it out too: only its type differs. */
export const validOptionalParams = validParams as unknown as OptionalLast;
