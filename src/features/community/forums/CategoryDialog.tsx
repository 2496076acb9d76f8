import {
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME,
  categoryNameSchema,
} from "@convex/community/rules";
import { useMemberAction } from "../../../lib/useMemberAction";
import {
  useCategories,
  useCategoryMutations,
  type Category,
} from "./forumData";
import { useDangerColor } from "../../../lib/useDangerColor";

const nameForm = z.object({ name: categoryNameSchema });
const validate = schemaResolver(nameForm, { sync: true });
const SIGN_IN = "Please login to manage categories";

/** CategoryManager's dialog: downloaded the first time staff open it. */
export function CategoryDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Manage categories"
      closeButtonProps={{ "aria-label": "Close" }}
      size="lg"
    >
      {opened && <CategoryEditor />}
    </Modal>
  );
}

function CategoryEditor() {
  const categories = useCategories();
  const { create } = useCategoryMutations();
  const run = useMemberAction();
  const form = useForm({
    initialValues: { name: "", description: "" },
    validate,
    transformValues: (v) => ({
      name: categoryNameSchema.parse(v.name),
      description: v.description.trim(),
    }),
  });

  const add = form.onSubmit(async (input) => {
    const id = await run({
      signInMessage: SIGN_IN,
      failure: "Error adding category",
      success: "Category added",
      action: () => create(input),
    });
    if (id !== undefined) form.reset();
  });

  return (
    <Stack gap="lg">
      <form onSubmit={add} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            Add a category
          </Title>
          <TextInput
            label="New category name"
            withAsterisk
            maxLength={CATEGORY_NAME.max}
            {...form.getInputProps("name")}
          />
          <TextInput
            label="Description"
            description="Optional: what belongs here."
            maxLength={CATEGORY_DESCRIPTION_MAX}
            {...form.getInputProps("description")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Add category
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Categories
        </Title>
        {categories === undefined ? (
          <Loader role="status" size="sm" aria-label="Loading categories" />
        ) : categories.length === 0 ? (
          <Text c="dimmed">No categories yet.</Text>
        ) : (
          categories.map((c) => (
            // Keyed by name too: a rename made elsewhere replaces a stale draft.
            <CategoryRow key={`${c._id}:${c.name}`} category={c} />
          ))
        )}
        <Text size="sm" c="dimmed">
          A category can be deleted only when it has no threads.
        </Text>
      </Stack>
    </Stack>
  );
}

function CategoryRow({ category }: { category: Category }) {
  const { update, remove } = useCategoryMutations();
  const danger = useDangerColor();
  const run = useMemberAction();
  const form = useForm({
    initialValues: { name: category.name },
    validate,
    transformValues: (v) => ({ name: categoryNameSchema.parse(v.name) }),
  });

  const rename = form.onSubmit(async ({ name }) => {
    await run({
      signInMessage: SIGN_IN,
      failure: "Error renaming category",
      success: "Category renamed",
      action: () =>
        update({
          categoryId: category._id,
          name,
          description: category.description,
        }),
    });
  });

  const onDelete = () =>
    run({
      signInMessage: SIGN_IN,
      failure: "Error deleting category",
      success: "Category deleted",
      action: () => remove({ categoryId: category._id }),
    });

  return (
    <form onSubmit={rename} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={`Name of category ${category.name}`}
          maxLength={CATEGORY_NAME.max}
          style={{ flex: "1 1 160px" }}
          {...form.getInputProps("name")}
        />
        <Group gap="xs" wrap="nowrap">
          <Button
            type="submit"
            variant="default"
            loading={form.submitting}
            disabled={form.values.name.trim() === category.name}
            aria-label={`Save name of ${category.name}`}
          >
            Save
          </Button>
          <Button
            variant="subtle"
            color="red"
            c={danger}
            onClick={() => void onDelete()}
            aria-label={`Delete category ${category.name}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </form>
  );
}
