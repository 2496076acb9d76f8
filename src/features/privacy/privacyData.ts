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

export function useMyClassMove() {
  return useQuery(api.families.requests.myClassMove, {});
}

export function useAskClassMove() {
  return useMutation(api.families.requests.askClassMove);
}

export function useWithdrawClassMove() {
  return useMutation(api.families.requests.withdrawClassMove);
}

export function useExportMyData() {
  return useAction(api.privacy.exports.exportMyData);
}

/** The name the downloaded ZIP is saved under. */
export const EXPORT_FILE_NAME = "vidyaquest-my-data.zip";

export { saveDownload } from "../../lib/download";
