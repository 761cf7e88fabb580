import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import { databaseUrl, dropDatabase, dropRunDatabases, onAdminConnection, POSTGRES_ADMIN_URL, templateOf, uniqueName } from './admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of the name of every database this run makes, the template's included. */
    postgresRun: string;
  }
}

/**
 * The PostgreSQL half of the server tests: one migrated template per run, copied for every test
 * server (CREATE DATABASE … TEMPLATE takes a few milliseconds, migrating takes a second). Without a
 * PostgreSQL to reach the run stops here, with one line saying what to start: CI must not pass
 * by skipping.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = uniqueName('amora_run');
  const template = templateOf(run);
  try {
    await onAdminConnection((client) => client.query(`create database "${template}"`));
  } catch (error) {
    throw new Error(`The PostgreSQL server tests need PostgreSQL 15 at ${POSTGRES_ADMIN_URL} (trust authentication for user postgres); start it (sudo service postgresql start) or point AMORA_TEST_POSTGRES at one. ${(error as Error).message}`, { cause: error });
  }
  const db = openDatabase({ kind: 'postgres', url: databaseUrl(template), poolSize: 1 });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await dropDatabase(template);
    throw error;
  }
  await db.destroy();
  project.provide('postgresRun', run);
  // Also what a test that failed before its own cleanup left.
  return () => dropRunDatabases(run);
}
