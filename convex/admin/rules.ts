import { z } from "zod";

/**
 * The rules of the admin's user management (Staff & Users), shared by its
 * forms and the server. No Convex imports: the front end bundles this file.
 */
export const SUSPENSION_REASON = { min: 10, max: 500 } as const;

export const suspensionReasonSchema = z
  .string()
  .trim()
  .min(
    SUSPENSION_REASON.min,
    `Please give a reason of at least ${SUSPENSION_REASON.min} characters.`,
  )
  .max(
    SUSPENSION_REASON.max,
    `The reason can be at most ${SUSPENSION_REASON.max} characters.`,
  );

/** What the user search accepts, and how many people it returns. */
export const USER_SEARCH = { min: 2, max: 100, results: 10 } as const;

/** User Activity: rows per page (the latest 100, more on request; docs/product.md "Lists, limits and defaults"). */
export const ACTIVITY_PAGE = 100;
