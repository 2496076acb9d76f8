import {
  Anchor,
  Badge,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { GRADES } from "../../../convex/lib/constants";
import { paths } from "../../config/paths";

/** Visitors, mentors and staff pick any class (6–12); the choice lives in the address. */
export function ClassSelector({
  grade,
  onChange,
}: {
  grade: number | null;
  onChange: (grade: number) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={6} maw={480}>
      <Text component="span" id={labelId} fw={600} size="sm">
        Class
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        data={GRADES.map(String)}
        value={grade ? String(grade) : ""}
        onChange={(value) => onChange(Number(value))}
      />
    </Stack>
  );
}

/** A student takes the tests of the class they registered with; support can change it. */
export function RegisteredClass({ grade }: { grade: number }) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge
          size="lg"
          variant="light"
          leftSection={<IconLock size={14} aria-hidden />}
        >
          Registered: Class {grade}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Your tests follow the class you registered with. To change your class,{" "}
        <Anchor component={Link} to={paths.help.href()} underline="always">
          contact support
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
