import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconFlag } from "@tabler/icons-react";
import classes from "./tests.module.css";

type PaletteQuestion = {
  selectedIndex: number | null;
  markedForReview: boolean;
};

/** "Question 3, answered, marked for review": what a palette button is called. */
export function paletteLabel(number: number, q: PaletteQuestion) {
  return [
    `Question ${number}`,
    q.selectedIndex !== null ? "answered" : "not answered",
    ...(q.markedForReview ? ["marked for review"] : []),
  ].join(", ");
}

/**
 * How a question looks in the palette and its legend. Not colour alone:
 * answered is filled, not answered is an outline, and marked for review is
 * round with a flag.
 */
function Swatch({
  answered,
  marked,
  children,
}: {
  answered: boolean;
  marked: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Box pos="relative" style={{ lineHeight: 0 }}>
      {children ?? (
        <Box
          aria-hidden
          className={`${classes.legendSwatch} ${marked ? classes.marked : ""}`}
          bg={answered ? "var(--mantine-primary-color-filled)" : undefined}
          bd="2px solid var(--mantine-primary-color-filled)"
          style={{ borderRadius: marked ? "50%" : 6 }}
        />
      )}
      {marked && (
        <span className={classes.flag} aria-hidden>
          <IconFlag size={14} fill="currentColor" />
        </span>
      )}
    </Box>
  );
}

/** Every question of the test as a numbered button, with its state; jumps to it. */
export function QuestionPalette({
  questions,
  current,
  disabled,
  onSelect,
}: {
  questions: PaletteQuestion[];
  current: number;
  disabled?: boolean;
  onSelect: (index: number) => void;
}) {
  return (
    <Stack component="nav" aria-labelledby="palette-heading" gap="sm">
      <Title order={2} fz="h4" id="palette-heading">
        Question palette
      </Title>
      <ul className={classes.palette}>
        {questions.map((q, i) => {
          const answered = q.selectedIndex !== null;
          return (
            <li key={i}>
              <Swatch answered={answered} marked={q.markedForReview}>
                <Button
                  className={`${classes.paletteButton} ${q.markedForReview ? classes.marked : ""}`}
                  variant={answered ? "filled" : "default"}
                  aria-label={paletteLabel(i + 1, q)}
                  aria-current={i === current ? "step" : undefined}
                  disabled={disabled}
                  onClick={() => onSelect(i)}
                >
                  {i + 1}
                </Button>
              </Swatch>
            </li>
          );
        })}
      </ul>
      <Stack
        gap={6}
        component="ul"
        aria-label="Legend"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        <LegendItem answered marked={false} label="Answered" />
        <LegendItem answered={false} marked={false} label="Not answered" />
        <LegendItem answered={false} marked label="Marked for review" />
      </Stack>
    </Stack>
  );
}

function LegendItem({
  answered,
  marked,
  label,
}: {
  answered: boolean;
  marked: boolean;
  label: string;
}) {
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <Swatch answered={answered} marked={marked} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
