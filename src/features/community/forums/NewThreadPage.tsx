import {
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { THREAD_BODY, THREAD_TITLE } from "@convex/community/limitRules";
import { paths } from "../../../config/paths";
import { useMemberAction } from "../../../lib/useMemberAction";
import { CharacterCount } from "./CharacterCount";
import {
  useCategories,
  useThreadMutations,
  type CategoryId,
} from "./forumData";
import { MarkdownEditor, type EditorMode } from "./MarkdownEditor";
import { newThreadSchema, validateNewThread } from "./threadForm";
import { SimilarThreads } from "./SimilarThreads";

type Values = { title: string; categoryId: string | null; content: string };

/** Start a discussion (members only; the route asks visitors to log in). */
export function NewThreadPage() {
  const categories = useCategories();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const run = useMemberAction();
  const { create } = useThreadMutations();
  const [mode, setMode] = useState<EditorMode>("write");
  const form = useForm<Values>({
    initialValues: {
      title: "",
      categoryId: params.get("category"),
      content: "",
    },
    validate: validateNewThread,
    transformValues: (values) => newThreadSchema.parse(values),
  });
  // A category from the address (or one removed meanwhile) counts only if it exists.
  const known =
    categories?.some((c) => c._id === form.values.categoryId) ?? false;

  const submit = form.onSubmit(
    async ({ title, content, categoryId }) => {
      if (!known) {
        form.setFieldError("categoryId", "Please choose a category");
        return;
      }
      const id = await run({
        signInMessage: "Please login to start a discussion",
        failure: "Error posting thread",
        success: "Your thread is live!",
        action: () =>
          create({ title, content, categoryId: categoryId as CategoryId }),
      });
      if (id !== undefined) void navigate(paths.thread.href(id));
    },
    (errors) => {
      if (errors.content) setMode("write");
    },
  );

  return (
    <Container size="md" py="xl">
      <title>New thread · Community · VidyaQuest</title>
      <Stack gap="lg">
        <Breadcrumbs component="nav" aria-label="Breadcrumb">
          <Anchor component={Link} to={paths.community.href()} size="sm">
            Community
          </Anchor>
          <Text size="sm" aria-current="page">
            New thread
          </Text>
        </Breadcrumbs>
        <Stack gap={4}>
          <Title order={1}>New thread</Title>
          <Text c="dimmed">
            Ask a doubt or start a discussion. Be kind, and keep personal
            details (phone numbers, addresses, school names) to yourself.
          </Text>
        </Stack>
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label="Title"
                withAsterisk
                description={
                  <CharacterCount
                    value={form.values.title}
                    max={THREAD_TITLE.max}
                  />
                }
                placeholder="e.g. How do I find the HCF of three numbers?"
                {...form.getInputProps("title")}
              />
              <Select
                label="Category"
                withAsterisk
                placeholder={
                  categories === undefined
                    ? "Loading categories…"
                    : "Choose a category"
                }
                data={
                  categories?.map((c) => ({ value: c._id, label: c.name })) ??
                  []
                }
                disabled={categories === undefined}
                allowDeselect={false}
                {...form.getInputProps("categoryId")}
                value={known ? form.values.categoryId : null}
              />
              <MarkdownEditor
                label="Body"
                max={THREAD_BODY.max}
                mode={mode}
                onModeChange={setMode}
                minRows={8}
                placeholder="Explain what you want to know or discuss. Show what you have tried."
                {...form.getInputProps("content")}
              />
              {/* Below every field: as suggestions come and go they move
                  only the buttons, never a field in use or an open list. */}
              <SimilarThreads
                title={form.values.title}
                content={form.values.content}
              />
              <Group justify="flex-end">
                <Button
                  variant="default"
                  component={Link}
                  to={paths.community.href()}
                >
                  Cancel
                </Button>
                <Button type="submit" loading={form.submitting}>
                  Post thread
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
