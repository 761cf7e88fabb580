import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../server/config';
import { main } from '../server/main';

/** npm start: check the settings, build the PWA when there is no build yet, then run the server. */
const config = loadConfigOrExit();
if (config.staticDir === path.resolve('dist') && !fs.existsSync('dist/index.html')) {
  console.log('Building the app (first start) …');
  execSync('npx vite build', { stdio: 'inherit' });
}
await main(config);
