import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { MASTERY_PERCENT } from "@convex/learning/rules";
import type { SubjectMastery as Mastery } from "./dashboardData";
import { FigureBar } from "./FigureBar";

/** Per subject of the student's class: how many chapters they have mastered in tests. */
export function SubjectMastery({ subjects }: { subjects: Mastery[] }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          Subject mastery
        </Title>
        <Text size="sm" c="dimmed">
          A chapter is mastered once you get at least {MASTERY_PERCENT}% of its
          questions right in a test.
        </Text>
        {subjects.length === 0 ? (
          <Text c="dimmed">No subjects for your class yet.</Text>
        ) : (
          <Stack
            component="ul"
            gap="md"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
          >
            {subjects.map((s) => {
              const text = `${s.chaptersMastered} of ${s.chapterCount} chapters mastered`;
              return (
                <Stack component="li" key={s.subjectId} gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>{s.name}</Text>
                    <Text size="sm">{text}</Text>
                  </Group>
                  <FigureBar
                    value={s.chaptersMastered}
                    max={s.chapterCount}
                    label={`${s.name} mastery`}
                    valueText={text}
                    color={s.color}
                    size="md"
                  />
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
