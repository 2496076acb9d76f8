import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Doc, Id } from "../../convex/_generated/dataModel";
import { errorData, type TestBackend, VALIDATION_ERROR } from "./harness";
import {
  HOUR,
  DAY,
  firstPage,
  BAD_CLOCK,
  browseCast,
  insertSession,
} from "./fixtures/mentorship";

function insertProgram(
  t: TestBackend,
  fields: Partial<Doc<"mentorship_programs">> = {},
) {
  return t.run((ctx) =>
    ctx.db.insert("mentorship_programs", {
      title: "Board Exam Prep: Class 10 Mathematics",
      description: "Eight weeks of chapter-wise practice and sample papers.",
      type: "group",
      category: "academic",
      duration_weeks: 8,
      max_participants: 30,
      enrolled_count: 0,
      created_at: Date.now() - DAY,
      ...fields,
    }),
  );
}

async function programState(
  t: TestBackend,
  programId: Id<"mentorship_programs">,
) {
  return t.run(async (ctx) => ({
    count: (await ctx.db.get("mentorship_programs", programId))?.enrolled_count,
    rows: (
      await ctx.db
        .query("program_enrolments")
        .withIndex("by_program_id_and_student_id", (q) =>
          q.eq("program_id", programId),
        )
        .collect()
    ).map((e) => e.student_id),
  }));
}

// ── Programs ────────────────────────────────────────────────────────────────

describe("programs", () => {
  it("are listed newest first, all or of one category, with the viewer's enrolment", async () => {
    const { t, student, mentorIds } = await browseCast();
    const now = Date.now();
    const olympiad = await insertProgram(t, {
      title: "Science Olympiad Coaching",
      created_at: now - 3 * DAY,
      mentor_id: mentorIds.thomas,
    });
    const speaking = await insertProgram(t, {
      title: "Public Speaking for Teens",
      category: "skill-based",
      duration_weeks: 6,
      max_participants: 1,
      enrolled_count: 1,
      created_at: now - 2 * DAY,
    });
    const boards = await insertProgram(t, { created_at: now - DAY });

    const all = await t.query(api.mentorship.programs.list, {
      paginationOpts: firstPage(),
    });
    expect(all.page.map((p) => p._id)).toEqual([boards, speaking, olympiad]);
    expect(all.page[1]).toEqual({
      _id: speaking,
      title: "Public Speaking for Teens",
      description: "Eight weeks of chapter-wise practice and sample papers.",
      type: "group",
      category: "skill-based",
      durationWeeks: 6,
      maxParticipants: 1,
      enrolledCount: 1,
      full: true,
      enrolled: false,
    });
    const academic = await t.query(api.mentorship.programs.list, {
      category: "academic",
      paginationOpts: firstPage(),
    });
    expect(academic.page.map((p) => p._id)).toEqual([boards, olympiad]);
    const skills = await t.query(api.mentorship.programs.list, {
      category: "skill-based",
      paginationOpts: firstPage(),
    });
    expect(skills.page.map((p) => p._id)).toEqual([speaking]);

    await student.as.mutation(api.mentorship.programs.enrol, {
      programId: olympiad,
    });
    const mine = await student.as.query(api.mentorship.programs.list, {
      paginationOpts: firstPage(),
    });
    expect(mine.page.map((p) => [p._id, p.enrolled, p.enrolledCount])).toEqual([
      [boards, false, 0],
      [speaking, false, 1],
      [olympiad, true, 1],
    ]);
    // Pages are kept to a sane size, and a bad page size is refused.
    const one = await t.query(api.mentorship.programs.list, {
      paginationOpts: firstPage(1),
    });
    expect(one.page).toHaveLength(1);
    expect(one.isDone).toBe(false);
    await expect(
      errorData(
        t.query(api.mentorship.programs.list, {
          paginationOpts: { numItems: NaN, cursor: null },
        }),
      ),
    ).resolves.toMatchObject({ code: "InvalidInput" });
  });

  it("have a page with their mentor and their next scheduled sessions", async () => {
    const { t, student, mentorIds } = await browseCast();
    const programId = await insertProgram(t, { mentor_id: mentorIds.meera });
    const now = Date.now();
    const at = (hours: number) => now + hours * HOUR;
    const later = await insertSession(t, mentorIds.meera, {
      program_id: programId,
      scheduled_at: at(48),
    });
    const sooner = await insertSession(t, mentorIds.meera, {
      program_id: programId,
      scheduled_at: at(5),
      grade: 9,
      subject: "Mathematics",
    });
    // Not upcoming: past, completed, called off, or of another program.
    await insertSession(t, mentorIds.meera, {
      program_id: programId,
      scheduled_at: at(-2),
    });
    await insertSession(t, mentorIds.meera, {
      program_id: programId,
      scheduled_at: at(3),
      status: "cancelled",
    });
    await insertSession(t, mentorIds.meera, { scheduled_at: at(4) });
    for (let i = 0; i < 12; i++)
      await insertSession(t, mentorIds.meera, {
        program_id: programId,
        scheduled_at: at(100 + i),
      });

    const page = await student.as.query(api.mentorship.programs.get, {
      programId,
      now,
    });
    expect(page).toMatchObject({
      _id: programId,
      title: "Board Exam Prep: Class 10 Mathematics",
      enrolled: false,
      full: false,
      mentor: {
        _id: mentorIds.meera,
        fullName: "Meera Iyer",
        qualification: "M.Sc., B.Ed.",
        rating: 0,
        isVolunteer: true,
      },
    });
    expect(page!.upcomingSessions).toHaveLength(10);
    expect(page!.upcomingSessions.slice(0, 2).map((s) => s._id)).toEqual([
      sooner,
      later,
    ]);
    expect(page!.upcomingSessions[0]).toMatchObject({
      mentor: { _id: mentorIds.meera, fullName: "Meera Iyer" },
      grade: 9,
      subject: "Mathematics",
      registered: false,
      fit: { grade: true, subject: false },
    });

    // A mentor who is no longer verified is not shown.
    await t.run((ctx) =>
      ctx.db.patch("mentors", mentorIds.meera, { is_verified: false }),
    );
    expect(
      (await t.query(api.mentorship.programs.get, { programId, now }))!.mentor,
    ).toBeNull();

    // Addresses that name no program, and a bad clock.
    await t.run((ctx) => ctx.db.delete("mentorship_programs", programId));
    expect(
      await t.query(api.mentorship.programs.get, { programId, now }),
    ).toBeNull();
    expect(
      await t.query(api.mentorship.programs.get, { programId: "nope", now }),
    ).toBeNull();
    await expect(
      errorData(
        t.query(api.mentorship.programs.get, {
          programId: "nope",
          now: now + 30 * DAY,
        }),
      ),
    ).resolves.toEqual(BAD_CLOCK);
    await expect(
      t.query(api.mentorship.programs.get, {
        programId: 12 as unknown as string,
        now,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });

  it("take students up to max_participants, once each; leaving frees the place", async () => {
    const { t, student, classmate } = await browseCast();
    const programId = await insertProgram(t, { max_participants: 1 });

    expect(
      await student.as.mutation(api.mentorship.programs.enrol, { programId }),
    ).toEqual({ enrolledCount: 1 });
    // Twice is once.
    expect(
      await student.as.mutation(api.mentorship.programs.enrol, { programId }),
    ).toEqual({ enrolledCount: 1 });
    // Full: refused, nothing written.
    const before = await programState(t, programId);
    await expect(
      errorData(
        classmate.as.mutation(api.mentorship.programs.enrol, { programId }),
      ),
    ).resolves.toEqual({ code: "Conflict", message: "This program is full." });
    expect(await programState(t, programId)).toEqual(before);
    expect(before).toEqual({ count: 1, rows: [student.userId] });

    expect(
      await student.as.mutation(api.mentorship.programs.leave, { programId }),
    ).toEqual({ enrolledCount: 0 });
    expect(
      await student.as.mutation(api.mentorship.programs.leave, { programId }),
    ).toEqual({ enrolledCount: 0 });
    expect(
      await classmate.as.mutation(api.mentorship.programs.enrol, { programId }),
    ).toEqual({ enrolledCount: 1 });
    expect(await programState(t, programId)).toEqual({
      count: 1,
      rows: [classmate.userId],
    });
  });

  it("are enrolled in by students only, and only when they exist", async () => {
    const w = await browseCast();
    const programId = await insertProgram(w.t);
    await expect(
      errorData(w.t.mutation(api.mentorship.programs.enrol, { programId })),
    ).resolves.toMatchObject({ code: "NotAuthenticated" });
    for (const who of [w.mentor, w.unverified, w.moderator, w.admin])
      await expect(
        errorData(
          who.as.mutation(api.mentorship.programs.enrol, { programId }),
        ),
      ).resolves.toMatchObject({ code: "NotAuthorized" });
    await expect(
      errorData(w.t.mutation(api.mentorship.programs.leave, { programId })),
    ).resolves.toMatchObject({ code: "NotAuthenticated" });
    expect(await programState(w.t, programId)).toEqual({ count: 0, rows: [] });

    await w.t.run((ctx) => ctx.db.delete("mentorship_programs", programId));
    for (const fn of [
      api.mentorship.programs.enrol,
      api.mentorship.programs.leave,
    ])
      await expect(
        errorData(w.student.as.mutation(fn, { programId })),
      ).resolves.toEqual({
        code: "NotFound",
        message: "This program no longer exists.",
      });
    await expect(
      w.student.as.mutation(api.mentorship.programs.enrol, {
        programId: w.student.userId as unknown as Id<"mentorship_programs">,
      }),
    ).rejects.toThrow(VALIDATION_ERROR);
  });
});
