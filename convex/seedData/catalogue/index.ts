import { CLASS_9 } from "./class9";
import { CLASS_11 } from "./class11";
import type { SeedSubject } from "./types";

/** The whole catalogue by class. */
export const CATALOGUE: Record<number, SeedSubject[]> = {
  9: CLASS_9,
  11: CLASS_11,
};
