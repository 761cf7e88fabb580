import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers import downwards only (see docs/architecture.md#layers-and-the-direction-of-imports):
 * routes → features → components → atoms → workers → i18n, db → api → common; server: main.ts → http, jobs →
 * platform → domain → db, adapters → config, with adapters built by the composition root (server/platform).
 * Each zone forbids `target` from importing `from`.
 */
const features = fs.readdirSync('src/features');
const zones = [
  { target: './common', from: ['./src', './server'], message: 'common/ runs on both sides: it imports neither.' },
  { target: './server', from: './src', message: 'The server never imports client code.' },
  { target: './src', from: './server', message: 'The client never imports server code.' },
  { target: './src/sw', from: './src', except: ['./sw', './db', './api'], message: 'The service worker imports only common/, workbox, Dexie (src/db) and the API client (src/api).' },
  { target: './src/api', from: ['./src/atoms', './src/db', './src/i18n', './src/components', './src/features', './src/routes', './src/app', './src/workers'] },
  { target: './src/db', from: ['./src/atoms', './src/i18n', './src/components', './src/features', './src/routes', './src/app', './src/workers'] },
  { target: './src/i18n', from: ['./src/atoms', './src/components', './src/features', './src/routes', './src/app', './src/workers'] },
  { target: './src/workers', from: ['./src/atoms', './src/components', './src/features', './src/routes', './src/app'] },
  { target: './src/atoms', from: ['./src/components', './src/features', './src/routes', './src/app'] },
  {
    target: './src/components',
    from: ['./src/features', './src/routes', './src/app', './src/atoms', './src/api'],
    message: 'Components take props: state and calls belong to features (through atoms).',
  },
  { target: './src/features', from: ['./src/routes', './src/app'] },
  {
    target: './src/features',
    from: './src/api',
    message: 'Features reach the server through atoms (src/atoms), never src/api directly: one writer per piece of state; read a failure with problemOf (src/i18n/problem-text.ts).',
  },
  {
    target: './src/features',
    from: './src/workers',
    message: 'Features call a worker through an action atom (src/atoms): every write of the device and every worker call is an atom\'s.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move shared pieces to components/ or atoms/.',
  })),
  { target: './src/staff', from: './src', except: ['./staff'], message: 'The staff console is a build of its own (vite.staff.config.ts): it shares only common/.' },
  ...fs.readdirSync('src').filter((name) => name !== 'staff').map((name) => ({
    target: `./src/${name}`, from: './src/staff', message: 'Nothing of the staff console goes into a member\'s download.',
  })),
  // The server, top to bottom: main.ts (the process) → http, jobs → platform → domain → db, adapters → config.
  { target: './server', from: './server/main.ts', message: 'server/main.ts starts the process: nothing imports it.' },
  {
    target: './server/config',
    from: ['./server/adapters', './server/db', './server/domain', './server/http', './server/jobs', './server/platform', './server/seed'],
    message: 'Settings are the bottom of the server: they read the environment and import only common/.',
  },
  { target: './server/db', from: ['./server/http', './server/jobs', './server/domain', './server/seed', './server/adapters', './server/platform'] },
  { target: './server/domain', from: ['./server/http', './server/jobs', './server/seed', './server/platform'] },
  { target: './server/http', from: './server/db', message: 'http parses and answers; it reaches the data through the domain (server/domain).' },
  { target: './server/http', from: ['./server/jobs', './server/seed'], message: 'http queues work through the domain; the jobs run in the worker.' },
  { target: './server/jobs', from: ['./server/http', './server/db', './server/seed'], message: 'A job kind runs a use case of server/domain, as a route does.' },
  { target: './server/adapters', from: ['./server/http', './server/jobs', './server/domain', './server/platform', './server/seed'], message: 'Adapters are the outside world\'s side: the platform builds them, the domain uses them.' },
  { target: './server/seed', from: ['./server/http', './server/jobs', './server/platform'] },
  { target: './server/platform', from: './server/http', message: 'The composition root builds what http runs on; server/http/app.ts takes it.' },
];

/**
 * Features read the device live (useLive with a read of src/db) but never write it: src/db's writing and
 * plumbing functions are named by these verbs (store…, forget…, clear…, load…), which the reads avoid.
 */
const DEVICE_WRITES = '^(store|forget|remember|mark|announce|dismiss|write|delete|queue|retry|drop|deliver|clear|save|keep|update|open|load)[A-Z]';

/** Queries live in server/db only: the domain holds rules, the http layer parses and answers. */
const QUERY_BUILDERS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'selectNoFrom', 'transaction'];
const NO_QUERIES = 'Queries live in server/db/<resource>.ts (functions taking the database or a transaction first).';

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', '.tmp', 'src/route-tree.gen.ts', 'bench/results', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.d.ts'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The one object for src/features: a later one for the same files would replace these options.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/db/**'],
          importNamePattern: DEVICE_WRITES,
          message: 'Features read the device live (useLive with a read of src/db) but write through action atoms (src/atoms).',
        }, {
          group: ['**/db/**'],
          importNames: ['db'],
          message: 'Features never hold the Dexie instance: read with useLive and a read of src/db; write through action atoms (src/atoms).',
        }],
      }],
    },
  },
  {
    files: ['server/domain/**/*.ts', 'server/http/**/*.ts', 'server/jobs/**/*.ts', 'server/seed/**/*.ts', 'server/adapters/**/*.ts', 'server/platform/**/*.ts', 'server/config/**/*.ts', 'server/main.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: `MemberExpression[property.name=/^(${QUERY_BUILDERS.join('|')})$/]`,
        message: NO_QUERIES,
      }],
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'kysely', message: NO_QUERIES, allowTypeImports: true }],
      }],
    },
  },
  {
    files: ['server/http/**/*.ts', 'server/jobs/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'kysely', message: NO_QUERIES, allowTypeImports: true }],
        patterns: [{ group: ['**/adapters/**'], allowTypeImports: true, message: 'http and jobs use the adapters through the domain: import their types only.' }],
      }],
    },
  },
  {
    files: ['server/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'kysely', message: NO_QUERIES, allowTypeImports: true }],
        patterns: [{ group: ['**/adapters/**'], importNamePattern: '^(create|new)[A-Z]', message: 'The domain uses the adapters it is handed (Deps, built by server/platform), never builds one.' }],
      }],
    },
  },
);
