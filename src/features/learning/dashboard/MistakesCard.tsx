import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { plural } from "../../../lib/format";
import { useFrequentMistakes } from "./dashboardData";

const listStyle = { listStyle: "none", padding: 0, margin: 0 } as const;

/**
 * The student's most frequent mistake types (from wrong answers to generated
 * questions in their newest tests), with where they happened most and a
 * way to practise. Nothing until there is a mistake to show.
 */
export function MistakesCard() {
  const mistakes = useFrequentMistakes();
  if (!mistakes?.length) return null;
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="frequent-mistakes"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="frequent-mistakes">
          Mistakes to work on
        </Title>
        <Text size="sm">Your most common mistakes in your latest tests.</Text>
        <Stack component="ol" gap="xs" style={listStyle}>
          {mistakes.map((m) => (
            <li key={m.type}>
              <Text fw={700}>
                {m.label.charAt(0).toUpperCase() + m.label.slice(1)}
              </Text>
              <Text size="sm">
                {plural(m.count, "time")}
                {m.chapter && `, most often in ${m.chapter}`}
              </Text>
            </li>
          ))}
        </Stack>
        <Anchor
          component={Link}
          to={`${paths.tests.href()}?tab=chapter`}
          fw={700}
        >
          Practise with a chapter test
        </Anchor>
      </Stack>
    </Paper>
  );
}
