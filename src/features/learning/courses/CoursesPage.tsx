import {
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useId } from "react";
import { useSearchParams } from "react-router-dom";
import { CardSkeletons } from "../../../components/CardSkeletons";
import { site } from "../../../config/site";
import { ClassChooser, parseGrade } from "../../../components/ClassChooser";
import { useLearner } from "../../../lib/session";
import { useSubjects } from "./courseData";
import { SubjectCard } from "./SubjectCard";

/**
 * /courses?class=N — the subject cards of one class. A student
 * with a registered class always sees that class; everyone else chooses.
 */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const learner = useLearner();
  const chosen = parseGrade(params.get("class"));
  const grade = learner.loading ? null : (learner.registeredGrade ?? chosen);

  return (
    <Container size="lg" py="xl">
      <title>
        {grade
          ? `Class ${grade} courses · ${site.name}`
          : `Courses · ${site.name}`}
      </title>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Courses</Title>
          <Text c="dimmed">
            Every subject of your class, chapter by chapter: lessons to read or
            watch, practice sets and chapter tests.
          </Text>
        </Stack>
        <ClassChooser
          learner={learner}
          chosen={chosen}
          what="courses"
          onChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set("class", String(next));
                return updated;
              },
              { replace: true },
            )
          }
        />
        {learner.loading ? (
          <CardSkeletons
            label="Loading subjects…"
            widths={["60%", "100%", "80%"]}
          />
        ) : grade === null ? (
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>Choose your class to see its subjects.</Text>
          </Paper>
        ) : (
          <ClassSubjects grade={grade} />
        )}
      </Stack>
    </Container>
  );
}

function ClassSubjects({ grade }: { grade: number }) {
  const data = useSubjects(grade);
  const headingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        Class {grade} subjects
      </Title>
      {data === undefined ? (
        <CardSkeletons
          label="Loading subjects…"
          widths={["60%", "100%", "80%"]}
        />
      ) : data.subjects.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>Courses for Class {grade} are coming soon.</Text>
          <Text c="dimmed" size="sm" mt={4}>
            We are adding the chapters of every class one by one.
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {data.subjects.map((subject) => (
            <SubjectCard key={subject._id} grade={grade} subject={subject} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
