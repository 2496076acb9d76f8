import {
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session";
import { useSignInPrompt } from "../../../lib/useMemberAction";
import { CategoryFilter } from "./CategoryFilter";
import { CategoryManager } from "./CategoryManager";
import type { ThreadSort } from "./forumData";
import { QueryBoundary } from "../../../components/QueryBoundary";
import { ThreadList } from "./ThreadList";

const SORTS: { value: ThreadSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "top", label: "Most upvoted" },
];

/**
 * The forum board on /community. The chosen topic and order live
 * in the address (?topic=…&sort=top), so Back from a thread returns to them.
 */
export function ForumSection() {
  const session = useSession();
  const prompt = useSignInPrompt();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const topic = params.get("topic");
  const sort: ThreadSort = params.get("sort") === "top" ? "top" : "newest";
  const staff = session.status === "signedIn" && session.staffRole !== null;

  // The topic picked last, at once: the board shows a newly picked topic in
  // a transition (until its threads arrive), so this render's `topic` may
  // still be the one before when New Thread is pressed.
  const latestTopic = useRef(topic);
  useEffect(() => {
    latestTopic.current = topic;
  }, [topic]);

  const setParam = (key: string, value: string | null) => {
    if (key === "topic") latestTopic.current = value;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const startThread = () => {
    if (!prompt("Please login to start a discussion")) return;
    const current = latestTopic.current;
    const query = current
      ? `?${new URLSearchParams({ category: current })}`
      : "";
    void navigate(paths.newThread.href() + query);
  };

  return (
    <Stack component="section" aria-labelledby="forums-heading" gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} id="forums-heading">
          Discussion Forums
        </Title>
        <Group gap="xs">
          {staff && <CategoryManager />}
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={startThread}
          >
            New Thread
          </Button>
        </Group>
      </Group>
      <QueryBoundary message="Error loading categories">
        <CategoryFilter
          selected={topic}
          onSelect={(id) => setParam("topic", id)}
        />
      </QueryBoundary>
      <Group gap="sm" align="center">
        <Text id="forum-sort-label" size="sm" fw={600}>
          Sort by
        </Text>
        <SegmentedControl
          aria-labelledby="forum-sort-label"
          size="sm"
          data={SORTS}
          value={sort}
          onChange={(value) => setParam("sort", value === "top" ? "top" : null)}
        />
      </Group>
      <QueryBoundary message="Error loading threads">
        <ThreadList topic={topic} sort={sort} />
      </QueryBoundary>
    </Stack>
  );
}
