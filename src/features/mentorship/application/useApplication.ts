import { useMutation, useQuery } from "convex/react";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";

export type MyApplication = FunctionReturnType<
  typeof api.mentorship.applications.mine
>;
export type ApplicationInput = FunctionArgs<
  typeof api.mentorship.applications.submit
>;

/** The signed-in member's latest application, live (null if none; undefined while loading or signed out). */
export function useMyApplication(signedIn: boolean) {
  return useQuery(api.mentorship.applications.mine, signedIn ? {} : "skip");
}

export function useSubmitApplication() {
  return useMutation(api.mentorship.applications.submit);
}
