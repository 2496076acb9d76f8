import {
  Anchor,
  Badge,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { GRADES, type Grade } from "@convex/shared/constants";
import { paths } from "../config/paths";

/**
 * The class of a courses or tests page: a student's registered class, fixed
 * (docs/product.md "Classes and subjects"); for everyone else a choice of
 * Classes 6–12, kept in the address.
 */
export function ClassChooser({
  learner,
  chosen,
  what,
  onChange,
}: {
  learner: { loading: boolean; registeredGrade: number | null };
  /** The class chosen in the address, if any. */
  chosen: number | null;
  what: "courses" | "tests";
  onChange: (grade: number) => void;
}) {
  if (learner.loading) return <Skeleton height={56} maw={480} aria-hidden />;
  if (learner.registeredGrade !== null)
    return <RegisteredClass grade={learner.registeredGrade} what={what} />;
  return <ClassSelector grade={chosen} onChange={onChange} />;
}

/** Visitors, mentors and staff pick any class (6–12); the choice lives in the address. */
function ClassSelector({
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

/**
 * A student learns and takes tests in the class they registered with, and
 * only staff change it, on request to support. `what` names what follows the
 * class.
 */
function RegisteredClass({
  grade,
  what,
}: {
  grade: number;
  what: "courses" | "tests";
}) {
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
        Your {what} follow the class you registered with. To change your class,{" "}
        <Anchor component={Link} to={paths.help.href()} underline="always">
          contact support
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

/** A class from an address ("9" → 9); null for anything that is not one of Classes 6–12. */
export function parseGrade(value: string | null | undefined): Grade | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const grade = Number(value);
  return (GRADES as readonly number[]).includes(grade)
    ? (grade as Grade)
    : null;
}
