import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import {
  REQUEST_DURATION,
  insideSlots,
  istMinuteOfDay,
  istWeekday,
  requestSchema,
} from "@convex/mentorship/rules";
import { istWallTimeToEpoch } from "../../../lib/istTime";
import { formatMinuteOfDay, WEEKDAY_NAMES } from "../formatting";
import type { MentorProfile, RequestInput } from "../mentorshipData";

/** What the form holds: the picker gives a string or null, the number input "" when empty. */
export type RequestFormValues = {
  purpose: "mentorship" | "doubt";
  /** "YYYY-MM-DD HH:mm:ss", read as IST. */
  scheduledAt: string | null;
  durationMinutes: number | string;
  message: string;
};

export const initialRequestValues: RequestFormValues = {
  purpose: "mentorship",
  scheduledAt: null,
  durationMinutes: REQUEST_DURATION.default,
  message: "",
};

type Slot = MentorProfile["availability"][number];

/** A weekday's hours as "9:00 AM – 1:00 PM, 4:00 PM – 6:00 PM", or null when the mentor has none. */
export function dayHours(
  availability: readonly Slot[],
  weekday: number,
): string | null {
  const slots = availability.filter((s) => s.weekday === weekday);
  if (slots.length === 0) return null;
  return slots
    .map(
      (s) =>
        `${formatMinuteOfDay(s.startMinute)} – ${formatMinuteOfDay(s.endMinute)}`,
    )
    .join(", ");
}

/** Why a slot is outside the mentor's hours, naming that day's hours; null when it fits. */
export function slotProblem(
  availability: readonly Slot[],
  scheduledAt: number,
  durationMinutes: number,
): string | null {
  const weekday = istWeekday(scheduledAt);
  const slots = availability.filter((s) => s.weekday === weekday);
  if (insideSlots(slots, istMinuteOfDay(scheduledAt), durationMinutes))
    return null;
  const day = WEEKDAY_NAMES[weekday];
  const hours = dayHours(availability, weekday);
  return hours
    ? `Outside the mentor's hours. On ${day} they are available ${hours} (IST): the whole session must fit inside them.`
    : `The mentor is not available on ${day}s. Choose another day.`;
}

const number = (v: number | string) => (typeof v === "number" ? v : undefined);

/** The shared `requestSchema`, judged at `now`, and the mentor's hours for the chosen day. */
export function requestFormSchema(now: number, availability: readonly Slot[]) {
  return z.preprocess(
    (raw) => {
      const values = raw as RequestFormValues;
      return {
        purpose: values.purpose,
        scheduledAt: values.scheduledAt
          ? istWallTimeToEpoch(values.scheduledAt)
          : undefined,
        durationMinutes: number(values.durationMinutes),
        message: values.message,
      };
    },
    requestSchema(now).superRefine((input, ctx) => {
      const problem = slotProblem(
        availability,
        input.scheduledAt,
        input.durationMinutes,
      );
      if (problem)
        ctx.addIssue({
          code: "custom",
          path: ["scheduledAt"],
          message: problem,
        });
    }),
  );
}

/** The 1-on-1 request form: the shared rules and the mentor's hours, and the server's input on submit. */
export function useRequestForm(availability: readonly Slot[]) {
  return useForm({
    initialValues: initialRequestValues,
    validate: (values: RequestFormValues) =>
      schemaResolver(requestFormSchema(Date.now(), availability), {
        sync: true,
      })(values),
    transformValues: (values): RequestInput => {
      const { message, ...input } = requestFormSchema(
        Date.now(),
        availability,
      ).parse(values);
      return message ? { ...input, message } : input;
    },
  });
}

export type RequestForm = ReturnType<typeof useRequestForm>;
