import { plural } from "../../../lib/format";

/** "3 lessons · 1 video": a count of lessons and how many of them play a video (none: not said). */
export function lessonsAndVideos(lessons: number, videos: number): string {
  const count = plural(lessons, "lesson");
  return videos > 0 ? `${count} · ${plural(videos, "video")}` : count;
}
