import type { BoardPaper } from "./types";
import { PAPER as MATHEMATICS_1 } from "./class10-mathematics-1";
import { PAPER as SCIENCE_1 } from "./class10-science-1";

/** The board-pattern papers that ship, by the file each is written in. */
export const BOARD_PAPERS: Record<string, BoardPaper> = {
  "class10-mathematics-1": MATHEMATICS_1,
  "class10-science-1": SCIENCE_1,
};
