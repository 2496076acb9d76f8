// Page splitting for reactive pagination (`.paginate()`), as Convex's
// backend does it (https://docs.convex.dev/database/pagination,
// https://docs.convex.dev/production/state/limits):
// - every page that read more than two rows carries a `splitCursor`, the
//   position after the middle row read; `usePaginatedQuery` and
//   `ConvexClient.onPaginatedUpdate_experimental` split a page in two there
//   once it holds more than twice the items first asked for, or when the
//   backend says `SplitRecommended` / `SplitRequired`. So a live page whose
//   range keeps receiving rows (a first page of newest threads) is split by
//   its client instead of growing without bound;
// - a page without an end cursor stops at `maximumRowsRead` rows or once
//   `maximumBytesRead` bytes have been read (at least one row is always
//   read, so pagination makes progress): `SplitRequired`;
// - a page whose rows or bytes read pass three quarters of its limits (the
//   given ones, at most a transaction's 32,000 rows / 16 MiB), or that holds
//   more than 6,144 items, is `SplitRecommended`;
// - a page with an end cursor (a subscription's re-run, or a split page)
//   reads its whole range whatever the limits: stopping early would lose rows.
import { valueSize, type AnyValue } from "../values.js";

/** Documents one function execution may read (Convex's limit). */
export const MAX_ROWS_READ = 32_000;
/** Bytes one function execution may read (Convex's limit: 16 MiB). */
export const MAX_BYTES_READ = 16 * 1024 * 1024;

/** Convex recommends a split at three quarters of a hard limit. */
export function softLimit(hard: number): number {
  return Math.floor((hard * 3) / 4);
}

/** More items than this in one page: `SplitRecommended`. */
export const SOFT_MAX_PAGE_LEN = softLimit(8192);

export type PageStatus = "SplitRecommended" | "SplitRequired" | null;

/** A pagination argument Convex refuses, with Convex's words. */
export class PaginationArgumentError extends Error {}

/** Checks `numItems`, `maximumRowsRead` and `maximumBytesRead` as Convex does. */
export function checkPageArgs(
  pageSize: number,
  maximumRowsRead: number | null,
  maximumBytesRead: number | null,
): void {
  if (pageSize === 0)
    throw new PaginationArgumentError(
      "NoDocumentsForPagination: Must request at least 1 document while paginating",
    );
  if (pageSize > MAX_ROWS_READ)
    throw new PaginationArgumentError(
      `PageSizeTooLarge: Requested too many items: ${pageSize} (limit: ${MAX_ROWS_READ})`,
    );
  if (maximumRowsRead === 0 || maximumBytesRead === 0)
    throw new PaginationArgumentError(
      "InvalidPaginationLimit: maximumRowsRead and maximumBytesRead must be greater than 0",
    );
}

/** What one page has read so far, against its limits. */
export class PageBudget {
  rowsRead = 0;
  bytesRead = 0;
  private readonly softRows: number;
  private readonly softBytes: number;

  constructor(
    private readonly maximumRowsRead: number | null,
    private readonly maximumBytesRead: number | null,
    /** The page has an end cursor: it reads its whole range. */
    private readonly bounded: boolean,
  ) {
    this.softRows = softLimit(
      Math.min(maximumRowsRead ?? MAX_ROWS_READ, MAX_ROWS_READ),
    );
    this.softBytes = softLimit(
      Math.min(maximumBytesRead ?? MAX_BYTES_READ, MAX_BYTES_READ),
    );
  }

  /** Before reading another row: the page must end here (`SplitRequired`). */
  get full(): boolean {
    if (this.bounded) return false;
    return (
      (this.maximumRowsRead !== null &&
        this.rowsRead >= this.maximumRowsRead) ||
      (this.maximumBytesRead !== null &&
        this.bytesRead >= this.maximumBytesRead)
    );
  }

  /** Counts a row read from the index (whether or not a filter keeps it). */
  read(doc: AnyValue): void {
    this.rowsRead++;
    this.bytesRead += valueSize(doc);
  }

  /** The page's status, once read (`required`: it stopped because `full`). */
  status(required: boolean, pageLength: number): PageStatus {
    if (required) return "SplitRequired";
    if (
      this.rowsRead > this.softRows ||
      this.bytesRead > this.softBytes ||
      pageLength > SOFT_MAX_PAGE_LEN
    )
      return "SplitRecommended";
    return null;
  }
}

/**
 * Which row read the split cursor follows (its index among the rows read),
 * or null: a page of two rows or fewer is not split.
 */
export function splitRow(rowsRead: number): number | null {
  return rowsRead <= 2 ? null : Math.floor(rowsRead / 2);
}
