import { useEffect, useRef } from "react";
import { crossOriginForTrack } from "../../../lib/mediaCors";
import type { LessonId } from "./courseData";
import classes from "./courses.module.css";
import {
  useCompleteLessonAction,
  useSavePositionAction,
} from "./useLessonActions";

/** How often the position is saved while the video plays. */
export const SAVE_EVERY_MS = 10_000;
/** Watching this share of the video counts as finishing it, like reaching the end. */
export const COMPLETE_AT_SHARE = 0.9;

type Props = {
  lessonId: LessonId;
  src: string;
  /** The video's English captions (WebVTT), when it has them. */
  captionsUrl?: string | null;
  title: string;
  /** Where the learner stopped last time (read once, when the video is ready). */
  startAt: number;
  completed: boolean;
  /** Signed in, in their own class and allowed in: progress is saved. */
  canSave: boolean;
};

/**
 * The lesson's video: resumes where the learner stopped, sends a heartbeat
 * (position, and seconds played since the last one) every few seconds while
 * it plays and whenever it stops (pause, leaving the page), and marks the
 * lesson done at the end or once most of it has been watched. The server
 * credits played time no faster than its clock runs, so only real watching
 * completes a video. Only this bookkeeping lives here; what is saved comes
 * back live. Remount it (key) for another lesson.
 *
 * Captions, when the lesson has them, are an English track shown by
 * default; a track of another origin needs the video in CORS mode
 * (`crossOriginForTrack`).
 */
export function LessonVideo({
  lessonId,
  src,
  captionsUrl,
  title,
  startAt,
  completed,
  canSave,
}: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const savePosition = useSavePositionAction();
  const complete = useCompleteLessonAction();
  // The latest props, for event handlers attached once.
  const latest = useRef({ startAt, completed, canSave });
  useEffect(() => {
    latest.current = { startAt, completed, canSave };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const state = {
      resumed: false,
      lastTime: 0,
      /** Seconds played in this visit (decides when to complete). */
      watched: 0,
      /** Seconds played since the last heartbeat (what the heartbeat sends). */
      unsent: 0,
      lastSavedAt: 0,
      lastSavedPosition: -1,
      completeSent: false,
      toldSaveFailed: false,
    };

    const save = () => {
      if (!latest.current.canSave || !state.resumed) return;
      const position = video.currentTime;
      if (Math.abs(position - state.lastSavedPosition) < 0.5) return;
      state.lastSavedPosition = position;
      state.lastSavedAt = Date.now();
      const played = state.unsent;
      state.unsent = 0;
      void savePosition(lessonId, position, played, {
        // Say it once; a flaky connection should not bring a toast every few seconds.
        quiet: state.toldSaveFailed,
      }).then((ok) => {
        if (!ok) state.toldSaveFailed = true;
      });
    };

    const finish = () => {
      const { canSave: allowed, completed: done } = latest.current;
      if (!allowed || done || state.completeSent) return;
      state.completeSent = true;
      // The last heartbeat first (mutations run in the order they are sent).
      save();
      void complete(lessonId).then((ok) => {
        if (ok) return;
        // Not watched enough yet (or a failure): try again after watching on.
        state.watched = 0;
        state.completeSent = false;
      });
    };

    const onReady = () => {
      if (state.resumed) return;
      state.resumed = true;
      const at = latest.current.startAt;
      // Near the end means it was finished: start again from the top.
      if (at > 0 && Number.isFinite(video.duration) && at < video.duration - 1)
        video.currentTime = at;
      state.lastTime = video.currentTime;
      state.lastSavedPosition = video.currentTime;
    };

    const onTimeUpdate = () => {
      const now = video.currentTime;
      const step = now - state.lastTime;
      // Only time actually played counts as watched, not jumps.
      if (!video.paused && !video.seeking && step > 0 && step < 2) {
        state.watched += step;
        state.unsent += step;
      }
      state.lastTime = now;
      if (video.paused) return;
      if (Date.now() - state.lastSavedAt >= SAVE_EVERY_MS) save();
      if (
        Number.isFinite(video.duration) &&
        video.duration > 0 &&
        state.watched >= COMPLETE_AT_SHARE * video.duration
      )
        finish();
    };

    const onSeeked = () => {
      state.lastTime = video.currentTime;
    };
    const onPlay = () => {
      if (state.lastSavedAt === 0) state.lastSavedAt = Date.now();
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") save();
    };

    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onReady();
    video.addEventListener("loadedmetadata", onReady);
    video.addEventListener("timeupdate", onTimeUpdate);
    video.addEventListener("seeked", onSeeked);
    video.addEventListener("play", onPlay);
    video.addEventListener("pause", save);
    video.addEventListener("ended", finish);
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", save);
    return () => {
      save();
      video.removeEventListener("loadedmetadata", onReady);
      video.removeEventListener("timeupdate", onTimeUpdate);
      video.removeEventListener("seeked", onSeeked);
      video.removeEventListener("play", onPlay);
      video.removeEventListener("pause", save);
      video.removeEventListener("ended", finish);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", save);
    };
  }, [lessonId, savePosition, complete]);

  return (
    <video
      ref={videoRef}
      className={classes.video}
      src={src}
      crossOrigin={crossOriginForTrack(captionsUrl)}
      controls
      playsInline
      preload="metadata"
      aria-label={`Video: ${title}`}
    >
      {captionsUrl && (
        <track
          kind="captions"
          srcLang="en"
          label="English"
          src={captionsUrl}
          default
        />
      )}
      Your browser cannot play this video. The lesson summary below covers the
      same ground.
    </video>
  );
}
