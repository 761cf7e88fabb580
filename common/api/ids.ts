import { z } from 'zod/mini';

/**
 * The id of a stored row (member, photo, message, conversation, payment). Ids are 32-bit integers
 * on PostgreSQL: a larger number names no row, and is refused as bad input rather than sent to
 * the database, which would fail on it.
 */
export const MAX_ROW_ID = 2_147_483_647;

export const rowIdSchema = z.int().check(z.positive(), z.maximum(MAX_ROW_ID));

/** A row id in a query string. */
export const queryRowIdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ROW_ID));
