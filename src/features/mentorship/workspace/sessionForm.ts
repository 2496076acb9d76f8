import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import {
  SESSION_DURATION,
  sessionSchema,
  type SessionInput,
} from "@convex/mentorship/rules";
import { istWallTimeToEpoch } from "../../../lib/istTime";

/** What the form holds: pickers give strings or null, number inputs "" when empty. */
export type SessionFormValues = {
  title: string;
  description: string;
  sessionType: "one-on-one" | "group";
  purpose: "mentorship" | "doubt";
  /** "YYYY-MM-DD HH:mm:ss", read as IST. */
  scheduledAt: string | null;
  durationMinutes: number | string;
  maxParticipants: number | string;
  meetingUrl: string;
  grade: string | null;
  subject: string;
};

export const initialSessionValues: SessionFormValues = {
  title: "",
  description: "",
  sessionType: "one-on-one",
  purpose: "mentorship",
  scheduledAt: null,
  durationMinutes: SESSION_DURATION.default,
  // A one-on-one session has one place; a group asks for its size.
  maxParticipants: 1,
  meetingUrl: "",
  grade: null,
  subject: "",
};

const number = (v: number | string) => (typeof v === "number" ? v : undefined);

/** The form's values as the shared rule (and the server) takes them; same names, so errors land on their fields. */
function toSessionFields(values: SessionFormValues): Partial<SessionInput> {
  return {
    title: values.title,
    description: values.description,
    sessionType: values.sessionType,
    purpose: values.purpose,
    scheduledAt: values.scheduledAt
      ? istWallTimeToEpoch(values.scheduledAt)
      : undefined,
    durationMinutes: number(values.durationMinutes),
    maxParticipants:
      values.sessionType === "group" ? number(values.maxParticipants) : 1,
    meetingUrl: values.meetingUrl,
    grade: values.grade ? Number(values.grade) : undefined,
    subject: values.subject.trim() === "" ? undefined : values.subject,
  };
}

/** The shared `sessionSchema`, judged at the moment of checking ("must start in the future"). */
export function sessionFormSchema(now: number) {
  return z.preprocess(
    (values) => toSessionFields(values as SessionFormValues),
    sessionSchema(now),
  );
}

export function useSessionForm() {
  return useForm({
    initialValues: initialSessionValues,
    validate: (values: SessionFormValues) =>
      schemaResolver(sessionFormSchema(Date.now()), { sync: true })(values),
    // What the server takes: the raw fields (it applies the rules itself).
    transformValues: (values) => {
      const fields = toSessionFields(values);
      return {
        ...fields,
        meetingUrl: values.meetingUrl.trim() || undefined,
      } as SessionInput;
    },
  });
}
