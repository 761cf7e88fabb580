import type { Kysely } from 'kysely';

/**
 * The place data moved from country-state-city to GeoNames (scripts/build-places.ts), whose regions
 * are the ISO 3166-2 first-level ones: profiles keep their place under the new codes. Puerto Rico is
 * a country of its own in GeoNames, not a region of the US.
 */
const RENAMED: [from: string, to: string | null][] = [
  // León is a province of Castile and León, Palma the capital of the Balearic Islands.
  ['ES-LE', 'ES-CL'],
  ['ES-PM', 'ES-IB'],
  // country-state-city filed Northern Ireland's towns under North Yorkshire.
  ['GB-NYK', 'GB-NIR'],
  ['US-PR', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const profiles = db as Kysely<{ profiles: { region: string | null } }>;
  for (const [from, to] of RENAMED) await profiles.updateTable('profiles').set({ region: to }).where('region', '=', from).execute();
}

export async function down(): Promise<void> {
  // The old codes named places wrongly: there is nothing to go back to.
}
