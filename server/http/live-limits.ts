/**
 * The live channel's limits (server/http/live.ts), set as messaging services set theirs: room for a
 * member with a phone, a laptop and a few tabs, and none for one socket to slow the server for
 * everyone (issue 32: one member held 200 sockets, and 10,000 visibility frames from one socket, two
 * database writes each, held another member's read up from 2.6 ms to 1.3 s). What passes a limit is
 * dropped before any database work. Each server process counts its own sockets.
 */
export const LIVE_LIMITS = {
  /** Open apps of one member; the next one closes the oldest with LIVE_CLOSE_REPLACED. */
  socketsPerMember: 10,
  /** Typing passed on per socket, whatever the conversation: one a second. The app sends it at most every 2 s while the member writes. */
  typing: { burst: 1, perSecond: 1 },
  /** Visibility written per socket: at once, then at most this often, the latest state; changes in between cost no write. */
  visibilityEveryMs: 1_000,
  /**
   * Frames of any kind per socket: a burst, then a steady rate. An app sends a few a minute (typing,
   * visibility); a socket past this floods, and is closed with LIVE_CLOSE_POLICY.
   */
  frames: { burst: 50, perSecond: 10 },
  /** An app sends small JSON messages only. */
  payloadBytes: 1_024,
} as const;
