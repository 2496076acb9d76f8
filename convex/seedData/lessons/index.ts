import type { LessonText } from "./types";
import { LESSONS as class9Mathematics } from "./class9-mathematics";
import { LESSONS as class9Science } from "./class9-science";
import { LESSONS as class10Mathematics } from "./class10-mathematics";
import { LESSONS as class10Science } from "./class10-science";

/**
 * Every lesson text that ships with the project, by the file it is written in
 * ("class9-science": Class 9, the subject of slug "science"). One line per
 * file; the seed and the migration load them into the catalogue.
 */
export const LESSON_TEXTS: Record<string, LessonText[]> = {
  "class9-mathematics": class9Mathematics,
  "class9-science": class9Science,
  "class10-mathematics": class10Mathematics,
  "class10-science": class10Science,
};
