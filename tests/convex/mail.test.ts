import { afterEach, describe, expect, it, vi } from "vitest";
import { internal } from "../../convex/_generated/api";
import { newBackend } from "./setup";

// convex-test only: the Resend call is faked in this process.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("mail through Resend", () => {
  it("posts the mail to Resend's API and records it as sent", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: "email_1" }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const t = newBackend();
    await t.action(internal.mail.send, {
      to: "asha@example.in",
      subject: "Hello",
      text: "Body",
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe("https://api.resend.com/emails");
    expect(init.headers).toMatchObject({ Authorization: "Bearer re_test_key" });
    expect(JSON.parse(init.body as string)).toMatchObject({
      to: ["asha@example.in"],
      subject: "Hello",
      text: "Body",
    });
    expect(
      await t.query(internal.mail.latestFor, { to: "asha@example.in" }),
    ).toMatchObject([{ provider: "resend", status: "sent" }]);
  });

  it("records a refused mail as failed and reports the error", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("invalid from", { status: 422 })),
    );
    const t = newBackend();
    await expect(
      t.action(internal.mail.send, {
        to: "asha@example.in",
        subject: "Hello",
        text: "Body",
      }),
    ).rejects.toThrow(/Resend answered 422/);
    expect(
      await t.query(internal.mail.latestFor, { to: "asha@example.in" }),
    ).toMatchObject([
      {
        provider: "resend",
        status: "failed",
        error: "Resend answered 422: invalid from",
      },
    ]);
  });
});
