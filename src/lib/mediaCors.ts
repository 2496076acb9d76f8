/**
 * The `crossOrigin` a media element needs for a text track served from
 * `trackUrl`: a track of another origin than the page (storage is served by
 * the backend) loads only as a CORS request, so the element then fetches
 * its files in CORS mode ("anonymous": no cookies; the backend grants the
 * app's origin). A same-origin track needs none.
 */
export function crossOriginForTrack(
  trackUrl: string | null | undefined,
): "anonymous" | undefined {
  if (!trackUrl) return undefined;
  return new URL(trackUrl, window.location.href).origin ===
    window.location.origin
    ? undefined
    : "anonymous";
}
