import path from 'node:path';
import { loadConfigOrExit } from '../server/config/config';
import { main } from '../server/main';
import { buildWhenStale } from './build-when-stale';

/** npm start: check the settings, build the PWA when there is no build or its sources changed since, then run the server. */
const config = loadConfigOrExit();
// A STATIC_DIR of the operator's own is served as it is.
if (config.staticDir === path.resolve('dist')) buildWhenStale(config.staticDir);
await main(config);
