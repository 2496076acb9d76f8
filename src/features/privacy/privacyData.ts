import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";

/** The member's profile, pending deletion and data rights, live: the account settings page reads and writes through these hooks. */

export function useMyProfile() {
  return useQuery(api.accounts.profile.mine, {});
}

export function useCorrectProfile() {
  return useMutation(api.accounts.profile.correct);
}

export function useMyDeletion() {
  return useQuery(api.privacy.deletion.mine, {});
}

export function useRequestDeletion() {
  return useMutation(api.privacy.deletion.request);
}

export function useCancelDeletion() {
  return useMutation(api.privacy.deletion.cancel);
}

export function useExportMyData() {
  return useAction(api.privacy.exports.exportMyData);
}

/** The name the downloaded ZIP is saved under. */
export const EXPORT_FILE_NAME = "vidyaquest-my-data.zip";

/** Saves the ZIP at `url` as a file, in the browser. */
export async function saveDownload(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error("Your download could not be fetched.");
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
