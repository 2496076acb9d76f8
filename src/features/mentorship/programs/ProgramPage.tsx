import {
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { DetailGate, DetailShell } from "../../../components/DetailPage";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { plural } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { BackToMentorship } from "../BackToMentorship";
import { PROGRAM_CATEGORY_LABEL, SESSION_TYPE_LABEL } from "../formatting";
import {
  useProgram,
  useProgramActions,
  type ProgramDetail,
} from "../mentorshipData";
import { SessionGrid } from "../sessions/SessionList";

/** /mentorship/programs/:programId — a program, its mentor, its next sessions and Enrol; live. */
export function ProgramPage() {
  const { programId = "" } = useParams();
  const program = useProgram(programId);
  return (
    <DetailGate
      item={program}
      loadingLabel="Loading program"
      notFound={{
        title: "Program not found",
        message: "This program does not exist or is no longer offered.",
        action: {
          to: paths.mentorship.href("programs"),
          label: "See all programs",
        },
      }}
    >
      {(program) => <ProgramDetails program={program} />}
    </DetailGate>
  );
}

function ProgramDetails({ program }: { program: ProgramDetail }) {
  return (
    <DetailShell
      documentTitle={`${program.title} · Mentorship · ${site.name}`}
      size="lg"
      gap="xl"
      back={<BackToMentorship tab="programs" />}
      badges={
        <>
          <Badge variant="light">{SESSION_TYPE_LABEL[program.type]}</Badge>
          <Badge variant="outline">
            {PROGRAM_CATEGORY_LABEL[program.category]}
          </Badge>
        </>
      }
      title={program.title}
      after={
        <Stack component="section" aria-labelledby="program-sessions" gap="md">
          <Title order={2} id="program-sessions">
            Upcoming sessions
          </Title>
          <SessionGrid
            sessions={program.upcomingSessions}
            loading={false}
            empty="No sessions of this program are scheduled yet."
          />
        </Stack>
      }
    >
      <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {program.description}
      </Text>
      <Text c="dimmed">
        {plural(program.durationWeeks, "week")} · up to{" "}
        {plural(program.maxParticipants, "participant")} ·{" "}
        {program.enrolledCount} enrolled
      </Text>
      {program.mentor && (
        <Text>
          Mentor:{" "}
          <Anchor
            component={Link}
            underline="always"
            to={paths.mentorProfile.href(program.mentor._id)}
          >
            {program.mentor.fullName}
          </Anchor>
          {" · "}
          {program.mentor.qualification}
          {program.mentor.rating > 0 &&
            ` · rated ${program.mentor.rating.toFixed(1)} out of 5`}
        </Text>
      )}
      <EnrolControls program={program} />
    </DetailShell>
  );
}

/** Enrol (students; visitors are asked to log in), Leave, or Full. */
function EnrolControls({ program }: { program: ProgramDetail }) {
  const viewer = useSession();
  const { enrol, leave } = useProgramActions(program._id);
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  if (viewer.status === "signedIn" && viewer.role !== "student")
    return (
      <Text size="sm" c="dimmed">
        Students enrol in programs.
      </Text>
    );
  if (program.enrolled)
    return (
      <Group gap="xs">
        <Button disabled leftSection={<IconCheck size={16} aria-hidden />}>
          Enrolled
        </Button>
        <Button
          variant="subtle"
          color="gray"
          loading={busy}
          onClick={() => void act(leave)}
        >
          Leave program
        </Button>
      </Group>
    );
  if (program.full) return <Button disabled>Full</Button>;
  return (
    <Button
      loading={busy}
      onClick={() => void act(enrol)}
      style={{ alignSelf: "flex-start" }}
    >
      Enrol
    </Button>
  );
}
