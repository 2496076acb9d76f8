import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { createPerson, world } from "./fixtures";
import { VALIDATION_ERROR } from "./harness";

describe("admin.overview", () => {
  it("counts students and mentors (staff included) as they sign up", async () => {
    const { t, admin } = await world();
    expect(await admin.as.query(api.admin.overview.overview, {})).toEqual({
      staffRole: "admin",
      students: 1,
      mentors: 3,
      pendingApplications: 0,
    });
    await createPerson(t, {
      email: "diya@example.in",
      fullName: "Diya Menon",
      grade: 7,
    });
    await createPerson(t, {
      email: "rohan@example.in",
      fullName: "Rohan Das",
      role: "mentor",
    });
    expect(await admin.as.query(api.admin.overview.overview, {})).toMatchObject(
      {
        students: 2,
        mentors: 4,
      },
    );
  });

  it("is for staff only", async () => {
    const { t, student, mentor, moderator } = await world();
    await expect(
      t.query(api.admin.overview.overview, {}),
    ).rejects.toMatchObject({
      data: { code: "NotAuthenticated" },
    });
    await expect(
      student.as.query(api.admin.overview.overview, {}),
    ).rejects.toMatchObject({ data: { code: "NotAuthorized" } });
    await expect(
      mentor.as.query(api.admin.overview.overview, {}),
    ).rejects.toMatchObject({ data: { code: "NotAuthorized" } });
    expect(
      await moderator.as.query(api.admin.overview.overview, {}),
    ).toMatchObject({
      staffRole: "moderator",
      students: 1,
      mentors: 3,
    });
  });

  it("refuses arguments", async () => {
    const { admin } = await world();
    const extra = { all: true };
    await expect(
      // @ts-expect-error overview takes no arguments
      admin.as.query(api.admin.overview.overview, extra),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});
