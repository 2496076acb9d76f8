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

export function AdminReportsPage() {
  return (
    <Placeholder
      title="Report Management"
      text="Reports from the community will be worked here: dismiss, warn the user or remove the content."
    />
  );
}
