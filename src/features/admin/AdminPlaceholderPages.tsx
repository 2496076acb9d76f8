import { Paper, Text, Title } from "@mantine/core";

function Placeholder({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="xl">
      <title>{`${title} · Admin · VidyaQuest`}</title>
      <Title order={1} fz="h2" mb="sm">
        {title}
      </Title>
      <Text c="dimmed">{text} Coming soon.</Text>
    </Paper>
  );
}

export function AdminActivityPage() {
  return (
    <Placeholder
      title="User Activity"
      text="The latest 100 actions across the platform and their total will be listed here."
    />
  );
}
