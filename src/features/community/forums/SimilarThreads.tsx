import {
  Anchor,
  Badge,
  Group,
  List,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useAction } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import {
  SIMILAR_MIN_WORDS,
  THREAD_BODY,
  THREAD_TITLE,
  titleWordCount,
} from "@convex/community/limitRules";
import { paths } from "../../../config/paths";
import { plural } from "../../../lib/format";
import { AnsweredBadge } from "./AnsweredBadge";

type Suggestion = FunctionReturnType<
  typeof api.community.similar.similarThreads
>[number];

/** How long typing must pause before the suggestions are looked up again. */
export const SIMILAR_DEBOUNCE_MS = 400;

/**
 * "Similar questions already asked" while a new thread is written: once the
 * title has 3 words, up to 5 threads like it (title and body so far), each a
 * link opening in a new tab (the draft stays), updated when typing pauses.
 * Nothing is shown when there is nothing similar, or if the lookup fails
 * (the hint is a help, never in the way of posting).
 */
export function SimilarThreads({
  title,
  content,
}: {
  title: string;
  content: string;
}) {
  const find = useAction(api.community.similar.similarThreads);
  const [draft] = useDebouncedValue(
    JSON.stringify([title.trim(), content.trim()]),
    SIMILAR_DEBOUNCE_MS,
  );
  // The last suggestions found, shown until the next lookup answers (no
  // flicker while typing), and hidden once the title is too short.
  const [result, setResult] = useState<Suggestion[]>([]);
  const [t, c] = JSON.parse(draft) as [string, string];
  const wanted = titleWordCount(t) >= SIMILAR_MIN_WORDS;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    find({
      title: t.slice(0, THREAD_TITLE.max),
      ...(c ? { content: c.slice(0, THREAD_BODY.max) } : {}),
    }).then(
      (list) => current && setResult(list),
      () => current && setResult([]),
    );
    return () => {
      current = false;
    };
    // `t` and `c` are `draft`'s parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, wanted, find]);

  const found = wanted ? result : [];
  if (found.length === 0) return null;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="similar-threads-heading"
    >
      <Stack gap="xs">
        <Text id="similar-threads-heading" fw={600}>
          Similar questions already asked
        </Text>
        <List spacing="xs" listStyleType="none" aria-live="polite">
          {found.map((s) => (
            <List.Item key={s.threadId}>
              <Group gap="xs" wrap="wrap">
                <Anchor
                  component={Link}
                  to={paths.thread.href(s.threadId)}
                  target="_blank"
                  rel="noopener"
                >
                  {s.title}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Anchor>
                {s.categoryName && (
                  <Badge variant="light" size="sm">
                    {s.categoryName}
                  </Badge>
                )}
                {s.answered ? (
                  <AnsweredBadge />
                ) : (
                  <Text size="sm" c="dimmed">
                    {plural(s.replyCount, "reply", "replies")}
                  </Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
