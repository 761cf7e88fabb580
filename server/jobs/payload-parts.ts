import { z } from 'zod';

/** A member's id in a payload. */
export const memberId = z.int().positive();

/** An operator's mailing, named by its file in the data folder. */
export const mailingId = z.string().regex(/^[\w-]+$/);
