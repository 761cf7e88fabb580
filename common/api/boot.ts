import { z } from 'zod/mini';
import { LOCALES } from '../constants';
import { settingsSchema } from './settings';
import { userSchema } from './user';

/**
 * What the server puts into the app shell it serves (a first visit, before the service worker), as
 * JSON in `<script type="application/json" id="boot-state">` (BOOT_STATE_ELEMENT_ID): what the boot would otherwise ask
 * settings.php and user.php for, and the locale chosen as the client would choose it (cookie, then
 * Accept-Language, then the domain's language).
 */
export const bootStateSchema = z.object({
  settings: settingsSchema,
  user: z.nullable(userSchema),
  locale: z.enum(LOCALES),
  /** The page's first GET calls, answered by address (server/http/shell-answers.ts), for the client to take instead of asking. */
  answers: z.optional(z.record(z.string(), z.unknown())),
});
export type BootState = z.infer<typeof bootStateSchema>;
