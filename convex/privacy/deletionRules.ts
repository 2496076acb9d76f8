/**
 * The timing of an account's deletion, without the form rules' libraries,
 * so the information pages and the parent's page can state it cheaply.
 */

/** The days between asking to delete an account and its erasure. */
export const DELETION_GRACE_DAYS = 7;
