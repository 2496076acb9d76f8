import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "../../convex/lib/env";
import { requireAllowedMeetingUrl } from "../../convex/mentorship/model/workspace";
import {
  DEFAULT_MEETING_HOSTS,
  isAllowedMeetingUrl,
} from "../../convex/mentorship/rules";

afterEach(() => vi.unstubAllEnvs());

describe("meeting links", () => {
  it("are allowed on Google Meet, Zoom (and its subdomains), Microsoft Teams and Jitsi", () => {
    for (const url of [
      "https://meet.google.com/abc-defg-hij",
      "https://zoom.us/j/123",
      "https://us02web.zoom.us/j/4242424242?pwd=x",
      "https://teams.microsoft.com/l/meetup-join/19%3ameeting",
      "https://teams.live.com/meet/9876",
      "https://meet.jit.si/VidyaQuestAlgebra",
    ])
      expect(isAllowedMeetingUrl(url, DEFAULT_MEETING_HOSTS), url).toBe(true);
  });

  it("are refused elsewhere, and on look-alike hosts, credentials, ports or plain http", () => {
    for (const url of [
      "https://chat.whatsapp.com/Invite123",
      "https://t.me/joinchat/abc",
      "https://meet.google.com.example.in/abc",
      "https://evilzoom.us/j/1",
      "https://user:pw@meet.google.com/abc",
      "https://meet.google.com:8443/abc",
      "http://meet.google.com/abc",
      "not a link",
    ])
      expect(isAllowedMeetingUrl(url, DEFAULT_MEETING_HOSTS), url).toBe(false);
  });

  it("follow the deployment's MEETING_HOSTS when set, naming them in the refusal", () => {
    expect(env.meetingHosts()).toBe(DEFAULT_MEETING_HOSTS);
    vi.stubEnv("MEETING_HOSTS", " vc.school.example.in , Meet.Jit.Si ");
    expect(env.meetingHosts()).toEqual(["vc.school.example.in", "meet.jit.si"]);
    expect(() =>
      requireAllowedMeetingUrl("https://meet.google.com/abc-defg-hij"),
    ).toThrow(
      "The meeting link must be on one of these services: vc.school.example.in, meet.jit.si.",
    );
    expect(() =>
      requireAllowedMeetingUrl("https://vc.school.example.in/room/9"),
    ).not.toThrow();
  });
});
