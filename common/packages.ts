/**
 * The credit packages' ids (docs/product/limits.md#credit-packages: tiers p0 to p3) and their ids in addresses. Apart from the API
 * schemas (common/api/payments.ts), because route params need them at first load, and the schemas'
 * parser is not part of it.
 */

export const PACKAGE_IDS = ['p0', 'p1', 'p2', 'p3'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** Ids in addresses are positive integers (docs/decisions.md#routes): /credits/1 is p0 … /credits/4 is p3. */
export const packageRouteId = (id: PackageId) => String(PACKAGE_IDS.indexOf(id) + 1);
export const packageOfRouteId = (routeId: string): PackageId | null => PACKAGE_IDS[Number(routeId) - 1] ?? null;

export const isPackageId = (value: unknown): value is PackageId => (PACKAGE_IDS as readonly unknown[]).includes(value);
