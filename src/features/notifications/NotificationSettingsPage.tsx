import {
  Anchor,
  Card,
  Container,
  Group,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useId } from "react";
import { Link } from "react-router-dom";
import { PageLoader } from "../../components/PageLoader";
import { paths } from "../../config/paths";
import { site } from "../../config/site";
import { describeServerError } from "../../lib/serverError";
import {
  usePreferences,
  useSetPreference,
  type NoticeChannel,
  type NoticePreference,
} from "./noticeData";

const CHANNELS: { channel: NoticeChannel; label: string }[] = [
  { channel: "inApp", label: "In-app" },
  { channel: "mail", label: "E-mail" },
];

type Save = (
  kind: NoticePreference["kind"],
  channel: NoticeChannel,
  enabled: boolean,
) => void;

/** /settings/notifications: per kind of notice, in the app and by e-mail. */
export function NotificationSettingsPage() {
  const preferences = usePreferences();
  const setPreference = useSetPreference();

  // The switch moves at once; if the save fails it moves back, with the reason.
  const save: Save = (kind, channel, enabled) => {
    setPreference({ kind, channel, enabled }).catch((error: unknown) =>
      notifications.show({
        color: "red",
        title: "Error saving notification settings",
        message: describeServerError(error),
      }),
    );
  };

  return (
    <Container size="sm" py="xl">
      <title>{`Notification settings · ${site.name}`}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Notification settings</Title>
          <Text c="dimmed">
            Choose what you hear about, in the app (the bell) and by e-mail.
            Students get e-mail only for event and session reminders unless they
            turn more on.
          </Text>
          <Anchor component={Link} to={paths.accountSettings.href()}>
            Your data and account: correct your profile, download your data or
            delete your account
          </Anchor>
        </Stack>
        {preferences === undefined ? (
          <PageLoader label="Loading notification settings" />
        ) : (
          groupsOf(preferences).map(([groupLabel, kinds]) => (
            <PreferenceGroup
              key={groupLabel}
              label={groupLabel}
              kinds={kinds}
              onChange={save}
            />
          ))
        )}
      </Stack>
    </Container>
  );
}

/** The kinds by group, groups in the catalogue's order. */
function groupsOf(preferences: NoticePreference[]) {
  const groups = new Map<string, NoticePreference[]>();
  for (const p of preferences)
    groups.set(p.groupLabel, [...(groups.get(p.groupLabel) ?? []), p]);
  return [...groups];
}

function PreferenceGroup({
  label,
  kinds,
  onChange,
}: {
  label: string;
  kinds: NoticePreference[];
  onChange: Save;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg">
      <Title order={2} size="h3" id={headingId} mb="sm">
        {label}
      </Title>
      <Stack gap="md">
        {kinds.map((p) => (
          <Group
            key={p.kind}
            justify="space-between"
            align="flex-start"
            gap="sm"
          >
            <Stack gap={2} miw={0} style={{ flex: "1 1 14rem" }}>
              <Text fw={600}>{p.label}</Text>
              <Text size="sm" c="dimmed">
                {p.description}
              </Text>
            </Stack>
            <Group gap="lg" wrap="nowrap">
              {CHANNELS.filter(({ channel }) =>
                p.channels.includes(channel),
              ).map(({ channel, label: channelLabel }) => (
                <Switch
                  key={channel}
                  checked={p[channel]}
                  onChange={(event) =>
                    onChange(p.kind, channel, event.currentTarget.checked)
                  }
                  label={
                    <>
                      {channelLabel}
                      <VisuallyHidden> for {p.label}</VisuallyHidden>
                    </>
                  }
                />
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
