import {
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useId, useState } from "react";
import {
  ANONYMOUS_LEARNER_NAME,
  isValidNickname,
  NICKNAME_RULE,
} from "@convex/learning/rules";
import {
  useSetLeaderboardName,
  type LeaderboardData,
  type LeaderboardVisibility,
} from "./dashboardData";
import { describeServerError } from "../../../lib/serverError";

const EXPLANATIONS: Record<LeaderboardVisibility, string> = {
  nickname: "Classmates see the nickname you choose here.",
  anonymous: `Classmates see you as “${ANONYMOUS_LEARNER_NAME}”.`,
  hidden:
    "You opt out: classmates do not see you on the leaderboard at all. You still see your own rank.",
};

type Choice = { visibility: LeaderboardVisibility; nickname: string };

/**
 * What the leaderboard shows of the student now, as far as it tells: hidden,
 * or the name on their own row. Unknown (null) while they have no row this week.
 */
export function currentChoice(board: LeaderboardData): Choice | null {
  if (!board.you) return null;
  if (board.you.hidden) return { visibility: "hidden", nickname: "" };
  const mine = board.top.find((e) => e.isYou);
  if (!mine) return null;
  const name = mine.name.replace(/\s*\(you\)$/, "");
  return name === ANONYMOUS_LEARNER_NAME
    ? { visibility: "anonymous", nickname: "" }
    : { visibility: "nickname", nickname: name };
}

/** How the student appears to classmates: by a nickname, anonymously, or not at all. */
export function LeaderboardNameSetting({ board }: { board: LeaderboardData }) {
  const current = currentChoice(board);
  // A new choice seen on the server (e.g. saved in another tab) starts the form afresh.
  return (
    <NameForm
      key={current ? `${current.visibility}:${current.nickname}` : "unknown"}
      initial={current ?? { visibility: "anonymous", nickname: "" }}
    />
  );
}

function NameForm({ initial }: { initial: Choice }) {
  const titleId = useId();
  const save = useSetLeaderboardName();
  const [saving, setSaving] = useState(false);
  const form = useForm<Choice>({
    initialValues: initial,
    validate: {
      nickname: (value, values) =>
        values.visibility === "nickname" && !isValidNickname(value)
          ? NICKNAME_RULE
          : null,
    },
  });
  const { visibility } = form.getValues();
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await save(
        values.visibility === "nickname"
          ? { visibility: "nickname", nickname: values.nickname.trim() }
          : { visibility: values.visibility },
      );
      notifications.show({
        color: "green",
        title: "Leaderboard name saved",
        message: EXPLANATIONS[values.visibility],
      });
      form.resetDirty();
    } catch (error) {
      notifications.show({
        color: "red",
        title: "Could not save your leaderboard name",
        message: describeServerError(error),
      });
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          Leaderboard name
        </Title>
        <SegmentedControl
          aria-label="How classmates see you"
          fullWidth
          data={[
            { value: "nickname", label: "Nickname" },
            { value: "anonymous", label: "Anonymous" },
            { value: "hidden", label: "Hidden" },
          ]}
          {...form.getInputProps("visibility")}
        />
        <Text size="sm" aria-live="polite">
          {EXPLANATIONS[visibility]}
        </Text>
        {visibility === "nickname" && (
          <TextInput
            label="Nickname"
            description="3–20 letters or numbers. Not your real name, please."
            maxLength={20}
            {...form.getInputProps("nickname")}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" size="compact-md" loading={saving}>
            Save leaderboard name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
