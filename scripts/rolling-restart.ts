import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { READY_WITHIN_S, rollingRestart, SETTLE_S } from './rolling-restart-procedure';

/**
 * npm run rolling-restart -- --command 'systemctl restart amora@{port}' [--settle 11] [--ready-within 60] ADDRESS…
 * Restarts the processes at these addresses (http://127.0.0.1:8081 …) one at a time, as
 * docs/deploy.md says. `--command` restarts one ({host} and {port} are its address's) and returns
 * once the old process has stopped, as `systemctl restart` does; `--settle` is the wait after each
 * is ready (rolling-restart-procedure.ts), `--ready-within` how long a start may take.
 */
const USAGE = "Usage: npm run rolling-restart -- --command 'systemctl restart amora@{port}' [--settle seconds] [--ready-within seconds] http://127.0.0.1:8081 http://127.0.0.1:8082";

const { values, positionals } = parseArgs({
  options: {
    command: { type: 'string' },
    settle: { type: 'string', default: String(SETTLE_S) },
    'ready-within': { type: 'string', default: String(READY_WITHIN_S) },
  },
  allowPositionals: true,
});
const settle = Number(values.settle);
const readyWithin = Number(values['ready-within']);
const addresses = positionals.map((address) => URL.parse(address));
if (values.command === undefined || addresses.length === 0 || addresses.some((url) => url === null) || !(settle >= 0) || !(readyWithin > 0)) {
  console.error(USAGE);
  process.exit(1);
}

function run(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(command, { shell: true, stdio: 'inherit' }).once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

const command = values.command;
try {
  await rollingRestart(addresses.map((url) => ({
    origin: url!.origin,
    restart: () => run(command.replaceAll('{host}', url!.hostname).replaceAll('{port}', url!.port)),
  })), { settleMs: settle * 1000, readyWithinMs: readyWithin * 1000, log: (line) => console.log(line) });
  console.log('Every process restarted.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
