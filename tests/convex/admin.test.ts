import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { createPerson } from "./fixtures";
import { newBackend, VALIDATION_ERROR } from "./harness";

describe("admin.overview", () => {
  it("counts students and mentors as they sign up", async () => {
    const t = newBackend();
    const admin = await createPerson(t, {
      email: "priya@example.in",
      fullName: "Priya Nair",
      role: "mentor",
      staffRole: "admin",
    });
    expect(await admin.as.query(api.admin.overview, {})).toEqual({
      staffRole: "admin",
      students: 0,
      mentors: 1,
    });
    await createPerson(t, {
      email: "aarav@example.in",
      fullName: "Aarav Sharma",
    });
    await createPerson(t, {
      email: "diya@example.in",
      fullName: "Diya Menon",
      grade: 7,
    });
    expect(await admin.as.query(api.admin.overview, {})).toMatchObject({
      students: 2,
      mentors: 1,
    });
  });

  it("is for staff only", async () => {
    const t = newBackend();
    const student = await createPerson(t, {
      email: "aarav@example.in",
      fullName: "Aarav Sharma",
    });
    const mentor = await createPerson(t, {
      email: "meera@example.in",
      fullName: "Meera Iyer",
      role: "mentor",
    });
    const moderator = await createPerson(t, {
      email: "kabir@example.in",
      fullName: "Kabir Khan",
      role: "mentor",
      staffRole: "moderator",
    });
    await expect(t.query(api.admin.overview, {})).rejects.toMatchObject({
      data: { code: "NotAuthenticated" },
    });
    await expect(
      student.as.query(api.admin.overview, {}),
    ).rejects.toMatchObject({ data: { code: "NotAuthorized" } });
    await expect(mentor.as.query(api.admin.overview, {})).rejects.toMatchObject(
      { data: { code: "NotAuthorized" } },
    );
    expect(await moderator.as.query(api.admin.overview, {})).toMatchObject({
      staffRole: "moderator",
      students: 1,
      mentors: 2,
    });
  });

  it("refuses arguments", async () => {
    const t = newBackend();
    const admin = await createPerson(t, {
      email: "priya@example.in",
      fullName: "Priya Nair",
      role: "mentor",
      staffRole: "admin",
    });
    const extra = { all: true };
    // @ts-expect-error overview takes no arguments
    await expect(admin.as.query(api.admin.overview, extra)).rejects.toThrow(
      VALIDATION_ERROR,
    );
  });
});
