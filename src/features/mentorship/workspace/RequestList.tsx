import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { useId, useState } from "react";
import { declineReasonSchema } from "@convex/mentorship/rules";
import { plural } from "../../../lib/format";
import { formatEventTime } from "../../../lib/istTime";
import { ReasonModal } from "./ReasonModal";
import { MoreButton } from "./SessionLists";
import {
  usePendingRequests,
  useRequestAnswers,
  type PendingRequest,
} from "./workspaceData";
import { memoByData } from "../../../lib/memoByData";

/** The Pending tab: students' 1-on-1 requests awaiting an answer, soonest first, live. */
export function RequestList() {
  const { results, status, loadMore } = usePendingRequests();
  if (status === "LoadingFirstPage") return <Skeleton h={96} />;
  if (results.length === 0)
    return (
      <Paper withBorder p="lg" ta="center">
        <Text c="dimmed">No requests waiting for an answer.</Text>
      </Paper>
    );
  return (
    <Stack gap="sm">
      {results.map((r) => (
        <RequestRow key={r._id} request={r} />
      ))}
      <MoreButton status={status} loadMore={loadMore} />
    </Stack>
  );
}

const RequestRow = memoByData(function RequestRow({
  request,
}: {
  request: PendingRequest;
}) {
  const titleId = useId();
  const { accept, decline } = useRequestAnswers(request._id);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const { date, time } = formatEventTime(request.scheduledAt);
  const kind = request.purpose === "doubt" ? "Doubt" : "Mentorship";
  const onAccept = async () => {
    setBusy(true);
    try {
      await accept();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card component="article" aria-labelledby={titleId} withBorder padding="md">
      <Stack gap={6}>
        <Group gap={6}>
          <Badge variant="light">{kind}</Badge>
          <Badge color="yellow.4" variant="filled" autoContrast>
            Pending
          </Badge>
        </Group>
        <Text fw={600} id={titleId}>
          {kind} 1-on-1 with {request.studentName}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={new Date(request.scheduledAt).toISOString()}>
            {date} · {time}
          </time>{" "}
          · {plural(request.durationMinutes, "minute")}
        </Text>
        {request.message && (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            “{request.message}”
          </Text>
        )}
        <Group gap="xs">
          <Button
            loading={busy}
            onClick={() => void onAccept()}
            aria-describedby={titleId}
          >
            Accept
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => setDeclining(true)}
            aria-describedby={titleId}
          >
            Decline
          </Button>
        </Group>
      </Stack>
      {declining && (
        <ReasonModal
          title="Decline this request?"
          message={`${request.studentName} is told that you declined, and why.`}
          label="Reason"
          confirmLabel="Decline request"
          schema={declineReasonSchema}
          onConfirm={decline}
          onClose={() => setDeclining(false)}
        />
      )}
    </Card>
  );
});
