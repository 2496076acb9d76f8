import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import { eventSchema } from "@convex/community/rules";
import { istWallTime, istWallTimeToEpoch } from "../../../lib/istTime";
import type { EventInput, EventItem } from "./useEvents";

/** What the form holds: pickers give strings or null, number inputs "" when empty. */
export type EventFormValues = {
  title: string;
  eventType: string | null;
  description: string;
  /** "YYYY-MM-DD HH:mm:ss", read as IST. */
  scheduledAt: string | null;
  durationMinutes: number | string;
  maxAttendees: number | string;
};

export const initialEventValues: EventFormValues = {
  title: "",
  eventType: null,
  description: "",
  scheduledAt: null,
  // Events, like sessions, last an hour unless changed.
  durationMinutes: 60,
  maxAttendees: "",
};

const number = (v: number | string) => (typeof v === "number" ? v : undefined);

/** The form's values as the shared rule (and the server) expects them; same field names, so errors land on the right field. */
function toEventFields(values: EventFormValues) {
  return {
    title: values.title,
    description: values.description,
    eventType: values.eventType ?? undefined,
    scheduledAt: values.scheduledAt
      ? istWallTimeToEpoch(values.scheduledAt)
      : undefined,
    durationMinutes: number(values.durationMinutes),
    maxAttendees: number(values.maxAttendees),
  };
}

/** The shared `eventSchema`, judged at the moment of checking ("must start in the future"). */
export function eventFormSchema(now: number) {
  return z.preprocess(
    (values) => toEventFields(values as EventFormValues),
    eventSchema(now),
  );
}

export function validateEventForm(values: EventFormValues, now = Date.now()) {
  return schemaResolver(eventFormSchema(now), { sync: true })(values);
}

/** The form of an event, new or existing: the shared rules, and the server's input on submit. */
export function useEventForm(
  initialValues: EventFormValues = initialEventValues,
) {
  return useForm({
    initialValues,
    validate: (values: EventFormValues) => validateEventForm(values),
    transformValues: (values): EventInput =>
      eventFormSchema(Date.now()).parse(values),
  });
}

export type EventForm = ReturnType<typeof useEventForm>;

/** An existing event as the form holds it. */
export function eventFormValues(
  event: Pick<
    EventItem,
    | "title"
    | "eventType"
    | "description"
    | "scheduledAt"
    | "durationMinutes"
    | "maxAttendees"
  >,
): EventFormValues {
  return {
    title: event.title,
    eventType: event.eventType,
    description: event.description,
    scheduledAt: istWallTime(event.scheduledAt),
    durationMinutes: event.durationMinutes,
    maxAttendees: event.maxAttendees ?? "",
  };
}
