/** Certificates' data and calls (the components go through these). */
import { useAction, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { normaliseCode } from "@convex/learning/certificateRules";

/** The signed-in student's certificates, newest first (live). */
export function useMyCertificates() {
  return useQuery(api.learning.certificates.mine, {});
}

/** The PDF of one of the student's certificates, by its subject. */
export function useDownloadCertificate() {
  return useAction(api.learning.certificates.download);
}

/**
 * A code's certificate: undefined while loading, null when no certificate
 * has it, "not-a-code" when the text cannot be a code (nothing is asked).
 */
export function useVerifiedCertificate(text: string) {
  const code = normaliseCode(text);
  const result = useQuery(
    api.learning.certificates.verify,
    code ? { code } : "skip",
  );
  return code ? result : ("not-a-code" as const);
}
