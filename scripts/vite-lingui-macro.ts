import { transformAsync, type ParserOptions } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Compiles Lingui's macros (t`…`, <Trans> from `@lingui/react/macro` and `@lingui/core/macro`) with
 * Babel in the files that import one, before Vite strips the types: Babel only parses TypeScript
 * and JSX, and leaves them for Vite. (@rolldown/plugin-babel did this, but needs Node 22.)
 */

const SOURCE = /\.[cm]?[jt]sx?(?:$|\?)/;
const IMPORTS_A_MACRO = /@lingui\/(?:core|react)\/macro/;

/** Each file parsed as what it is: `<T>(x)` is a type cast in .ts and an element in .tsx. */
function syntaxOf(file: string): NonNullable<ParserOptions['plugins']> {
  if (/\.[cm]?ts$/.test(file)) return ['typescript'];
  if (file.endsWith('.tsx')) return ['typescript', 'jsx'];
  return ['jsx'];
}

export function linguiMacro(): Plugin {
  return {
    name: 'amora-lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: { include: SOURCE, exclude: /[\\/]node_modules[\\/]/ }, code: IMPORTS_A_MACRO },
      async handler(code, id) {
        // A route's split pieces (id?tsr-split=…) are parts of the route's file.
        const file = id.split('?')[0]!;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: 'module', plugins: syntaxOf(file) },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
