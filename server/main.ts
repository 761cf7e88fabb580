import closeWithGrace from 'close-with-grace';
import { buildApp } from './http/app';
import type { Config } from './config/config';
import { fileSecrets, removeFileSecret } from './adapters/file-secrets';
import type { FileStorage } from './adapters/storage';
import { migrateToLatest, type Db } from './db/database';
import { aloneAtStart } from './db/startup-lock';
import { adoptFileSecrets } from './domain/site/secrets';
import { developmentDefaults, localFolders } from './config/development-defaults';
import { jobHandlers, scheduleRecurringJobs } from './jobs/registry';
import { buildPlatform } from './platform/platform';
import { exitUnlessServicesAnswer } from './platform/reachable';
import { DEMO_LOGIN, ensureDemoLogins, memberCount, removeDemoLogins, SECOND_DEMO_LOGIN, seedMembers } from './seed/seed';

/** How long a stopping process may take to finish its requests and close, at most. */
const SHUTDOWN_MS = 10_000;
/** Of that, how long it waits for a running job before handing it to another process. */
const JOB_WAIT_MS = 3_000;

/** Of the first start's demo members, those drawn near the demo logins: more than two pages of their first search. */
const DEMO_NEIGHBOURS = 100;

/** Starts the product: database, migrations, demo members where wanted, the server, then the jobs (unless RUN_JOBS=no). */
export async function main(config: Config): Promise<void> {
  const platform = buildPlatform(config);
  await exitUnlessServicesAnswer(platform);
  // However many processes start together, one migrates and seeds; the others then find it done.
  await aloneAtStart(platform.db, (db) => prepareData(config, db, platform.storage));
  const app = await buildApp({ platform });
  await app.listen({ port: config.port, host: config.host });
  if (config.runJobs) {
    platform.jobs.start(jobHandlers(platform));
    await scheduleRecurringJobs(platform.jobs, config);
  } else {
    console.log('Web only (RUN_JOBS=no): the jobs this process queues wait for a process with jobs on.');
  }
  if (config.demo) console.log(`Demo logins: ${DEMO_LOGIN.email} and ${SECOND_DEMO_LOGIN.email}, password ${DEMO_LOGIN.password}`);
  if (config.testSite) console.log('Test site: payments take no money, and every page says so.');
  const defaults = developmentDefaults(config);
  if (defaults.length > 0) {
    console.log('Development defaults (a public server runs with NODE_ENV=production, which refuses them: docs/deploy.md):');
    for (const line of defaults) console.log(`  - ${line}`);
  }
  for (const line of localFolders(config)) console.log(`Several processes: ${line}.`);
  // Last, so the address is what a developer sees.
  console.log(`Amora is running at ${config.accounts.publicUrl ?? `http://localhost:${config.port}`}`);

  // A stop (a deploy, a restart, Ctrl-C): no new connections; the requests in flight are answered;
  // the live sockets are told to reconnect to another process; a job that takes longer goes back to
  // the queue. Past SHUTDOWN_MS the process ends anyway (exit code 1); a second signal ends it at once.
  closeWithGrace({ delay: SHUTDOWN_MS, logger: { error: (message: string) => platform.log.error(message) } }, async ({ signal, err }) => {
    if (err) platform.log.error({ err }, 'stopping after an error nobody handled');
    else platform.log.info(`${signal}: stopping`);
    await app.close();
    await platform.close(JOB_WAIT_MS);
  });
}

/** Migrations, the secrets an earlier version kept in files, then the demo members of a new development site, or no demo logins on a public one. */
async function prepareData(config: Config, db: Db, storage: FileStorage): Promise<void> {
  await migrateToLatest(db);
  const adopted = await adoptFileSecrets(db, fileSecrets(config.dataDir), removeFileSecret, new Date());
  if (adopted > 0) console.log(`Moved ${adopted} secrets from ${config.dataDir} into the database.`);
  if (config.demo) {
    if ((await memberCount(db)) === 0) {
      console.log(`Creating ${config.seedMembers} demo members …`);
      await seedMembers(db, storage, config.seedMembers, { nearDemoLogins: DEMO_NEIGHBOURS });
    }
    await ensureDemoLogins(db, new Date());
  } else {
    const removed = await removeDemoLogins(db, storage);
    if (removed > 0) console.log(`Deleted ${removed} demo logins (their password is published; DEMO=yes keeps them).`);
  }
}
