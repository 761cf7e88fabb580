import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import { databaseUrl, dropDatabase, onAdminConnection, POSTGRES_ADMIN_URL, uniqueName } from './admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, empty database each PostgreSQL test database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * The PostgreSQL half of the server tests: one migrated template per run, copied for every test
 * server (CREATE DATABASE … TEMPLATE takes a few milliseconds, migrating takes a second). Without a
 * PostgreSQL to reach the run stops here, with one line saying what to start: CI must not pass
 * by skipping.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = uniqueName('amora_template');
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
  project.provide('postgresTemplate', template);
  return () => dropDatabase(template);
}
