/** Saving a file the server made (a ZIP of data) from its URL, in the browser. */
/** Saves the ZIP at `url` as a file (named `fileName`), in the browser. */
export async function saveDownload(url: string, fileName: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error("Your download could not be fetched.");
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
