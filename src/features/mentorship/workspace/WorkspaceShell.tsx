import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendarPlus, IconClockHour4 } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { WORKSPACE_MESSAGES } from "@convex/mentorship/rules";
import { MessagePage } from "../../../components/MessagePage";
import { QueryBoundary } from "../../../components/QueryBoundary";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { useSession } from "../../../lib/session";
import { AvailabilityModal } from "./AvailabilityModal";
import { CreateSessionModal } from "./CreateSessionModal";

/**
 * The frame of both mentor dashboards: the title, Create Session and
 * Availability, and the gate. Only a verified mentor has a workspace (the
 * server refuses everyone else); anyone else is told what to do instead.
 */
export function WorkspaceShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const session = useSession();
  const [dialog, setDialog] = useState<"create" | "availability" | null>(null);
  if (session.status !== "signedIn") return null;
  if (!session.verifiedMentor && session.staffRole)
    return (
      <MessagePage
        title={title}
        action={{ to: paths.admin.root.href(), label: "Go to the admin area" }}
      >
        This dashboard is for verified mentors. Your staff work is in the admin
        area.
      </MessagePage>
    );
  if (!session.verifiedMentor)
    return session.role === "mentor" ? (
      <MessagePage
        title={title}
        action={{
          to: paths.mentorApplication.href(),
          label: "Your mentor application",
        }}
      >
        Your mentor account is not verified yet. Once our team approves your
        application, your sessions, availability and uploads live here.
      </MessagePage>
    ) : (
      <MessagePage
        title={title}
        action={{ to: paths.dashboard.href(), label: "Go to your dashboard" }}
      >
        This dashboard is for verified mentors.
      </MessagePage>
    );

  return (
    <Container size="lg" py="xl">
      <title>{`${title} · ${site.name}`}</title>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            <Text c="dimmed">
              Welcome, {session.fullName}. {intro}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconClockHour4 size={16} aria-hidden />}
              onClick={() => setDialog("availability")}
            >
              Availability
            </Button>
            <Button
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              onClick={() => setDialog("create")}
            >
              Create Session
            </Button>
          </Group>
        </Group>
        <QueryBoundary message={WORKSPACE_MESSAGES.loadFailed}>
          {children}
        </QueryBoundary>
      </Stack>
      {dialog === "create" && (
        <CreateSessionModal onClose={() => setDialog(null)} />
      )}
      {dialog === "availability" && (
        <AvailabilityModal onClose={() => setDialog(null)} />
      )}
    </Container>
  );
}
