import {
  Button,
  Group,
  Select,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate } from "react-router-dom";
import {
  CLUB_CATEGORIES,
  CLUB_DESCRIPTION,
  clubSchema,
} from "@convex/community/rules";
import { paths } from "../../../config/paths";
import { CommunityFormPage } from "./CommunityFormPage";
import { useCreateClub } from "./useClubs";

const validate = schemaResolver(clubSchema, { sync: true });

export function CreateClubPage() {
  const createClub = useCreateClub();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: {
      name: "",
      category: null as string | null,
      description: "",
    },
    validate,
    transformValues: (values) => clubSchema.parse(values),
  });

  const submit = form.onSubmit(async (input) => {
    const clubId = await createClub(input);
    if (clubId) await navigate(paths.club.href(clubId));
  });

  return (
    <CommunityFormPage
      heading="Create a club"
      intro="Start a club for classmates who share an interest. You will be its first member."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="For example: Young Astronomers"
            withAsterisk
            {...form.getInputProps("name")}
          />
          <Select
            label="Category"
            placeholder="Choose a category"
            data={CLUB_CATEGORIES}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("category")}
          />
          <Textarea
            label="Description"
            description={`What the club does and who can join (${CLUB_DESCRIPTION.min}–${CLUB_DESCRIPTION.max} characters).`}
            autosize
            minRows={4}
            withAsterisk
            {...form.getInputProps("description")}
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
              Create club
            </Button>
          </Group>
        </Stack>
      </form>
    </CommunityFormPage>
  );
}
