import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { main } from '../server/main';

/** npm start: build the PWA when there is no build yet, then run the server. */
if (!fs.existsSync('dist/index.html')) {
  console.log('Building the app (first start) …');
  execSync('npx vite build', { stdio: 'inherit' });
}
await main();
