/**
 * Certificates (model/certificates.ts): the student's own list, the PDF of
 * one, and the public check of a code. The PDF is made on the server, in an
 * action, from the certificate's row: the same document whichever browser
 * asks, no PDF library in the pages' code, and a document that can only
 * print what the row holds.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalQuery } from "../_generated/server";
import { everyoneQuery, memberAction, memberQuery } from "../functions";
import { appError } from "../lib/errors";
import { env } from "../lib/env";
import { NOT_A_CODE, normaliseCode } from "./certificateRules";
import { certificatePdf, type CertificateFace } from "./model/certificates";

/** More certificates than one student can hold (one per subject of a class, over the classes). */
const MAX_LISTED = 100;

/** The viewer's certificates, newest first (none for anyone but a student who earned one). */
export const mine = memberQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("certificates")
      .withIndex("by_user_id_and_subject_id", (q) =>
        q.eq("user_id", ctx.viewer.userId),
      )
      .take(MAX_LISTED);
    return rows
      .sort((a, b) => b.issued_at - a.issued_at)
      .map((c) => ({
        subjectId: c.subject_id,
        subjectName: c.subject_name,
        grade: c.grade,
        issuedAt: c.issued_at,
        code: c.code,
      }));
  },
});

/** One of the student's certificates as printed (for the PDF), or null. */
export const ownFace = internalQuery({
  args: { userId: v.id("users"), subjectId: v.id("subjects") },
  handler: async (
    ctx,
    { userId, subjectId },
  ): Promise<CertificateFace | null> => {
    const row = await ctx.db
      .query("certificates")
      .withIndex("by_user_id_and_subject_id", (q) =>
        q.eq("user_id", userId).eq("subject_id", subjectId),
      )
      .first();
    return row
      ? {
          studentName: row.student_name,
          subjectName: row.subject_name,
          grade: row.grade,
          issuedAt: row.issued_at,
          code: row.code,
        }
      : null;
  },
});

/** The PDF of the viewer's certificate for a subject (bytes). */
export const download = memberAction({
  args: { subjectId: v.id("subjects") },
  handler: async (ctx, { subjectId }): Promise<ArrayBuffer> => {
    const face = await ctx.runQuery(internal.learning.certificates.ownFace, {
      userId: ctx.viewer.userId,
      subjectId,
    });
    if (!face)
      throw appError("NotFound", "You have no certificate for this subject.");
    const bytes = await certificatePdf(face, env.siteUrl());
    return bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.byteLength,
    ) as ArrayBuffer;
  },
});

/**
 * Anyone's check of a certificate code (the /verify page): the name, subject,
 * class and date printed on it, and nothing else of the student; null for a
 * code no certificate has (never issued, or withdrawn with its holder's
 * account). Something that cannot be a code is refused as such.
 */
export const verify = everyoneQuery({
  args: { code: v.string() },
  handler: async (ctx, args) => {
    const code = normaliseCode(args.code);
    if (!code) throw appError("InvalidInput", NOT_A_CODE);
    const row = await ctx.db
      .query("certificates")
      .withIndex("by_code", (q) => q.eq("code", code))
      .first();
    return row
      ? {
          studentName: row.student_name,
          subjectName: row.subject_name,
          grade: row.grade,
          issuedAt: row.issued_at,
        }
      : null;
  },
});
