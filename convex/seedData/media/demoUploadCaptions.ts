/**
 * English captions (WebVTT) of the demo mentor's uploaded lesson video
 * (`demoUploadVideo.ts`, 5 s and silent): the words it shows, in step with
 * the picture.
 */
export const DEMO_UPLOAD_CAPTIONS = {
  fileName: "particles-on-the-move.en.vtt",
  contentType: "text/vtt",
  text: `WEBVTT

1
00:00:00.000 --> 00:00:02.500
VidyaQuest demo lesson

2
00:00:02.500 --> 00:00:05.000
Uploaded by a mentor
`,
} as const;
