import { schemaResolver } from "@mantine/form";
import { z } from "zod";
import { replyBodySchema, threadSchema } from "@convex/community/rules";

/** The shared thread rules plus the category, which only a new thread chooses. */
export const newThreadSchema = threadSchema.extend({
  categoryId: z
    .string({ error: "Please choose a category" })
    .min(1, "Please choose a category"),
});

export const validateNewThread = schemaResolver(newThreadSchema, {
  sync: true,
});
export const validateThreadEdit = schemaResolver(threadSchema, { sync: true });

export const replySchema = z.object({ content: replyBodySchema });
export const validateReply = schemaResolver(replySchema, { sync: true });
