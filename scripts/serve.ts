import { loadConfigOrExit } from '../server/config/config';
import { main } from '../server/main';

/**
 * The production start, compiled by `npm run build` into build/server/serve.mjs and run as
 * `node --enable-source-maps build/server/serve.mjs` (docs/deploy.md): the settings, then the server. Unlike `npm start`
 * it builds nothing and loads no build tool: it serves the build it is given.
 */
const config = loadConfigOrExit();
await main(config);
