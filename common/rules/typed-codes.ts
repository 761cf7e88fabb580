/**
 * The codes members type while paying, checked alike by the screens and by the API's schemas. Apart
 * from the schemas (common/api/payments.ts): the screens import these, and the schemas' parser is not
 * part of the client.
 */

/** A discount code: letters, digits, - and _; compared without case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** The code of the direct-debit SMS: six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
