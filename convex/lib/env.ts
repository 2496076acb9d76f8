/* eslint-disable @convex-dev/no-process-env -- the one place that reads the deployment's settings */

import { DEFAULT_MEETING_HOSTS } from "../mentorship/rules";
import { LESSON_UPLOAD_MAX_BYTES } from "../learning/uploadRules";
import { DEFAULT_MAX_RUPEES } from "../donations/rules";

/** Deployment settings (set with `npx convex env set`, or local-backend.env offline). */
export const env = {
  /** Where links in e-mails point: the front end's origin. */
  siteUrl: () => process.env.SITE_URL ?? "http://localhost:3000",
  /** Set: mail goes through the Resend component (`mail.ts`); unset: the local outbox. */
  resendApiKey: () => process.env.RESEND_API_KEY,
  /** Verifies Resend's delivery-event webhook (`/resend-webhook`); unset: the route answers 404. */
  resendWebhookSecret: () => process.env.RESEND_WEBHOOK_SECRET,
  /**
   * `RESEND_TEST_MODE=true` (development only): the Resend component accepts
   * only Resend's test addresses (`delivered@resend.dev` …) and refuses others.
   */
  resendTestMode: () => process.env.RESEND_TEST_MODE === "true",
  /** Where the backend's HTTP actions are served (set by Convex and by the local backend). */
  convexSiteUrl: () => process.env.CONVEX_SITE_URL,
  /**
   * The secret that signs unsubscribe links: MAIL_SIGNING_SECRET, else Convex
   * Auth's private key (every deployment with password sign-in has one).
   */
  mailSigningSecret: () =>
    process.env.MAIL_SIGNING_SECRET ?? process.env.JWT_PRIVATE_KEY,
  mailFrom: () =>
    process.env.MAIL_FROM ?? "VidyaQuest <no-reply@vidyaquest.example>",
  /** Set by the local backend: create the demo accounts of seedData/demoAccounts.ts. */
  seedDemoAccounts: () => process.env.SEED_DEMO_ACCOUNTS === "true",
  /** The cap on one lesson video in bytes (default 200 MiB, `learning/uploadRules.ts`). */
  lessonUploadMaxBytes: () => {
    const value = Number(process.env.LESSON_UPLOAD_MAX_BYTES);
    return Number.isFinite(value) && value > 0
      ? value
      : LESSON_UPLOAD_MAX_BYTES;
  },
  /**
   * The hosts a session's meeting link may be on (comma-separated; a host
   * admits its subdomains): MEETING_HOSTS, else Google Meet, Zoom, Microsoft
   * Teams and Jitsi.
   */
  meetingHosts: (): readonly string[] => {
    const hosts = (process.env.MEETING_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    return hosts.length > 0 ? hosts : DEFAULT_MEETING_HOSTS;
  },
  /** An OpenAI API key: thread embeddings then come from OpenAI (community/embedding.ts). */
  openAiApiKey: () => process.env.OPENAI_API_KEY,
  /** Where OpenAI's API is (default `https://api.openai.com/v1`; an OpenAI-compatible service's address works too). */
  openAiBaseUrl: () =>
    (process.env.OPENAI_BASE_URL ?? "https://api.openai.com/v1").replace(
      /\/+$/,
      "",
    ),
  /** The OpenAI embedding model (default `text-embedding-3-small`). */
  openAiEmbeddingModel: () =>
    process.env.OPENAI_EMBEDDING_MODEL ?? "text-embedding-3-small",
  /**
   * Razorpay's API key id and secret: both set, donations are paid through
   * Razorpay; either unset, through the offline test gateway (no money moves).
   */
  razorpayKeyId: () => process.env.RAZORPAY_KEY_ID || undefined,
  razorpayKeySecret: () => process.env.RAZORPAY_KEY_SECRET || undefined,
  /** The secret of the Razorpay webhook pointed at `/razorpay-webhook`. */
  razorpayWebhookSecret: () => process.env.RAZORPAY_WEBHOOK_SECRET || undefined,
  /** The largest donation in whole rupees (default ₹5,00,000). */
  donationMaxRupees: () => {
    const value = Number(process.env.DONATION_MAX_RUPEES);
    return Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAX_RUPEES;
  },
  /**
   * The organisation donation receipts are issued by: its name, address, and
   * when set its registration number, 80G approval number and PAN.
   */
  donationOrganisation: () => ({
    name: process.env.DONATION_ORG_NAME || "VidyaQuest",
    address: process.env.DONATION_ORG_ADDRESS || null,
    registrationNumber: process.env.DONATION_ORG_REGISTRATION_NUMBER || null,
    eightyGNumber: process.env.DONATION_ORG_80G_NUMBER || null,
    pan: process.env.DONATION_ORG_PAN || null,
  }),
  /** Comma-separated e-mails that become admins when they sign up. */
  adminEmails: () =>
    (process.env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
};
