/**
 * Times as the console shows them: the server's ISO times in UTC to the minute, the one clock every
 * staff member shares wherever they work, and said to be UTC.
 */
export const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
