import { Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import {
  THREAD_BODY,
  THREAD_TITLE,
  threadSchema,
} from "@convex/community/rules";
import { useMemberAction } from "../../../lib/useMemberAction";
import { CharacterCount } from "./CharacterCount";
import { useThreadMutations, type Thread } from "./forumData";
import { MarkdownEditor, type EditorMode } from "./MarkdownEditor";
import { EditFormButtons } from "./PostActions";
import { validateThreadEdit } from "./threadForm";

/** The author's inline edit of title and body; the draft starts from the live thread. */
export function EditThreadForm({
  thread,
  onDone,
}: {
  thread: Pick<Thread, "_id" | "title" | "content">;
  onDone: () => void;
}) {
  const { edit } = useThreadMutations();
  const run = useMemberAction();
  const [mode, setMode] = useState<EditorMode>("write");
  const form = useForm({
    initialValues: { title: thread.title, content: thread.content },
    validate: validateThreadEdit,
    transformValues: (values) => threadSchema.parse(values),
  });

  const submit = form.onSubmit(
    async (input) => {
      const done = await run({
        signInMessage: "Please login to edit your thread",
        failure: "Error updating thread",
        success: "Thread updated",
        action: async () => {
          await edit({ threadId: thread._id, ...input });
          return true;
        },
      });
      if (done) onDone();
    },
    (errors) => {
      if (errors.content) setMode("write");
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          description={
            <CharacterCount value={form.values.title} max={THREAD_TITLE.max} />
          }
          {...form.getInputProps("title")}
        />
        <MarkdownEditor
          label="Body"
          max={THREAD_BODY.max}
          mode={mode}
          onModeChange={setMode}
          minRows={8}
          {...form.getInputProps("content")}
        />
        <EditFormButtons
          onCancel={onDone}
          saveLabel="Save changes"
          saving={form.submitting}
        />
      </Stack>
    </form>
  );
}
