/**
 * The one mail path (`convex/mail.ts`): the local outbox without a Resend
 * key; with RESEND_API_KEY set, the mail is handed to the Resend component
 * (queued there, nothing in the outbox). No test reaches the network: mails
 * handed over are cancelled before the component's first batch (1 s later),
 * and the one test that lets a batch go answers Resend's API in-process.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { components, internal } from "../../convex/_generated/api";
import type { EmailId } from "@convex-dev/resend";
import { Webhook } from "svix";
import { newBackend, TARGET, type TestBackend } from "./harness";
import { setDeploymentEnv } from "./fixtures/deploymentEnv";

let configured: { t: TestBackend; names: string[] } | null = null;

afterEach(async () => {
  if (configured)
    for (const name of configured.names)
      await setDeploymentEnv(configured.t, name, undefined);
  configured = null;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function withEnv(t: TestBackend, name: string, value: string) {
  configured ??= { t, names: [] };
  configured.names.push(name);
  await setDeploymentEnv(t, name, value);
}

async function withResendKey(t: TestBackend) {
  await withEnv(t, "RESEND_API_KEY", "re_test_key");
}

const WEBHOOK_SECRET = `whsec_${btoa("a-test-webhook-secret-of-32-bytes")}`;

/** A delivery event as Resend's webhook posts it, signed (svix) with `secret`. */
function signedEvent(secret: string, event: object) {
  const body = JSON.stringify(event);
  const id = "msg_test_1";
  const at = new Date();
  return {
    method: "POST",
    body,
    headers: {
      "svix-id": id,
      "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
      "svix-signature": new Webhook(secret).sign(id, at, body),
    },
  };
}

function deliveredEvent(resendId: string) {
  return {
    type: "email.delivered",
    created_at: new Date().toISOString(),
    data: {
      email_id: resendId,
      created_at: new Date().toISOString(),
      from: "VidyaQuest <no-reply@vidyaquest.example>",
      to: ["asha@example.in"],
      subject: mail.subject,
    },
  };
}

const mail = {
  to: "asha@example.in",
  subject: "Your VidyaQuest code",
  text: "Your code is 123456",
  headers: { "List-Unsubscribe": "<https://example.in/u>" },
};

describe("mail", () => {
  it("without a Resend key keeps the mail in the local outbox", async () => {
    const t = newBackend();
    expect(await t.action(internal.mail.send, mail)).toBeNull();
    expect(
      await t.query(internal.mail.latestFor, { to: "asha@example.in" }),
    ).toMatchObject([
      {
        provider: "outbox",
        status: "queued",
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      },
    ]);
  });

  it("with RESEND_API_KEY hands the mail to the Resend component, not the outbox", async () => {
    const t = newBackend();
    await withResendKey(t);
    const emailId = await t.action(internal.mail.send, mail);
    expect(emailId).toEqual(expect.any(String));
    expect(
      await t.query(internal.mail.deliveryStatus, { emailId: emailId! }),
    ).toMatchObject({ status: "waiting", failed: false });
    expect(
      await t.query(internal.mail.latestFor, { to: "asha@example.in" }),
    ).toEqual([]);
    // Keep it off the network: cancelled before the component's first batch.
    await t.run(async (ctx) => {
      await ctx.runMutation(components.resend.lib.cancelEmail, {
        emailId: emailId!,
      });
      return null;
    });
    expect(
      await t.query(internal.mail.deliveryStatus, { emailId: emailId! }),
    ).toMatchObject({ status: "cancelled" });
  });

  it("with RESEND_API_KEY the component also takes mail from a mutation", async () => {
    const t = newBackend();
    await withResendKey(t);
    const emailId = await t.run(async (ctx) => {
      const { sendMail } = await import("../../convex/mail");
      const id = await sendMail(ctx as never, mail);
      await ctx.runMutation(components.resend.lib.cancelEmail, {
        emailId: id!,
      });
      return id;
    });
    expect(
      await t.query(internal.mail.deliveryStatus, {
        emailId: emailId as EmailId,
      }),
    ).toMatchObject({ status: "cancelled" });
  });

  it.skipIf(TARGET === "local")(
    "the component sends the queued mail to Resend's batch API with the key (fetch answered in-process)",
    async () => {
      vi.useFakeTimers();
      vi.stubEnv("RESEND_API_KEY", "re_test_key");
      const fetch = vi.fn(
        async () =>
          new Response(JSON.stringify({ data: [{ id: "re_mail_1" }] }), {
            status: 200,
            headers: { "Content-Type": "application/json" },
          }),
      );
      vi.stubGlobal("fetch", fetch);
      const { newBackend: newConvexTest } = await import("./setup");
      const t = newConvexTest();
      const emailId = await t.action(internal.mail.send, mail);
      await t.finishAllScheduledFunctions(() => vi.advanceTimersByTime(5_000));
      expect(fetch).toHaveBeenCalledOnce();
      const [url, init] = fetch.mock.calls[0] as unknown as [
        string,
        RequestInit,
      ];
      expect(url).toBe("https://api.resend.com/emails/batch");
      expect(new Headers(init.headers).get("Authorization")).toBe(
        "Bearer re_test_key",
      );
      expect(JSON.parse(init.body as string)).toMatchObject([
        {
          to: ["asha@example.in"],
          subject: mail.subject,
          text: mail.text,
          headers: mail.headers,
        },
      ]);
      expect(
        await t.query(internal.mail.deliveryStatus, { emailId: emailId! }),
      ).toMatchObject({ status: "sent", failed: false });

      // Resend's webhook then reports it delivered.
      vi.stubEnv("RESEND_WEBHOOK_SECRET", WEBHOOK_SECRET);
      const res = await t.fetch(
        "/resend-webhook",
        signedEvent(WEBHOOK_SECRET, deliveredEvent("re_mail_1")),
      );
      expect(res.status).toBe(201);
      expect(
        await t.query(internal.mail.deliveryStatus, { emailId: emailId! }),
      ).toMatchObject({ status: "delivered" });
    },
  );

  it("the delivery-event webhook answers 404 without its secret and refuses a bad signature", async () => {
    const t = newBackend();
    const event = signedEvent(WEBHOOK_SECRET, deliveredEvent("re_unknown"));
    expect((await t.fetch("/resend-webhook", event)).status).toBe(404);
    await withEnv(t, "RESEND_WEBHOOK_SECRET", WEBHOOK_SECRET);
    const forged = signedEvent(
      `whsec_${btoa("another-secret-of-thirty-two-byte")}`,
      deliveredEvent("re_unknown"),
    );
    expect((await t.fetch("/resend-webhook", forged)).status).toBe(400);
  });
});
