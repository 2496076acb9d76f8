import { schemaResolver } from "@mantine/form";
import { applicationSchema } from "@convex/mentorship/rules";

/** What the form holds: the number input gives "" when empty. */
export type ApplicationFormValues = {
  fullName: string;
  email: string;
  phone: string;
  experienceYears: number | string;
  qualification: string;
  expertise: string[];
  motivation: string;
  isVolunteer: boolean;
};

/** An empty form, with the name and e-mail of the signed-in member where known. */
export function initialApplicationValues(
  viewer: { fullName: string; email: string } | null,
): ApplicationFormValues {
  return {
    fullName: viewer?.fullName ?? "",
    email: viewer?.email ?? "",
    phone: "",
    experienceYears: "",
    qualification: "",
    expertise: [],
    motivation: "",
    isVolunteer: false,
  };
}

/** The shared rules of the server, with the same field names, so each error lands on its field. */
export const validateApplication = schemaResolver(applicationSchema, {
  sync: true,
});

/** The values as the server takes them (trimmed, expertise de-duplicated, phone as +91…). */
export function toApplicationInput(values: ApplicationFormValues) {
  return applicationSchema.parse(values);
}
