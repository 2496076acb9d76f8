import { TestAllowanceLine } from "../../../components/PlanSummary";
import {
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconArrowRight, IconBulb } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { CardSkeletons } from "../../../components/CardSkeletons";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { ClassChooser, parseGrade } from "../../../components/ClassChooser";
import { useLearner } from "../../../lib/session";
import {
  DEFAULT_DEMO_GRADE,
  parseTab,
  TEST_TABS,
  TESTS_PER_PAGE,
  useTestList,
  type TestKind,
} from "./testData";
import { TestCard } from "./TestCard";
import { useTakeTest } from "./useTakeTest";
import { BoardPapersSection } from "../boardPapers/BoardPapersSection";

/**
 * /tests?class=N&tab=chapter — the mock tests of one class, in
 * three tabs. A student with a registered class always sees that class;
 * everyone else chooses. The class and tab live in the address.
 */
export function TestsPage() {
  const [params, setParams] = useSearchParams();
  const taker = useLearner();
  const chosen = parseGrade(params.get("class"));
  const tab = parseTab(params.get("tab"));
  const grade = taker.loading ? null : (taker.registeredGrade ?? chosen);

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Container size="lg" py="xl">
      <title>
        {grade
          ? `Class ${grade} mock tests · ${site.name}`
          : `Mock Tests · ${site.name}`}
      </title>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Mock Tests</Title>
          <Text c="dimmed">
            Practice sets, chapter-wise tests and each subject&apos;s full mock
            tests against the clock, each with a detailed review of your
            answers.
          </Text>
          <TestAllowanceLine />
        </Stack>
        <ClassChooser
          learner={taker}
          chosen={chosen}
          what="tests"
          onChange={(next) => setParam("class", String(next))}
        />
        <DemoTestCard grade={grade} />
        {grade !== null && <BoardPapersSection grade={grade} />}
        <Tabs
          value={tab}
          onChange={(value) => value && setParam("tab", value)}
          keepMounted={false}
        >
          <Tabs.List>
            {TEST_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TEST_TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="lg">
              {taker.loading ? (
                <CardSkeletons label="Loading tests…" widths={["40%", "80%"]} />
              ) : grade === null ? (
                <Paper withBorder p="xl" ta="center">
                  <Text fw={600}>Choose your class to see its tests.</Text>
                </Paper>
              ) : (
                <TestList grade={grade} kind={t.value} />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}

/** Open to everyone: five questions, each explained at once. */
function DemoTestCard({ grade }: { grade: number | null }) {
  return (
    <Card
      component="section"
      aria-labelledby="demo-test-heading"
      padding="lg"
      bg="var(--mantine-primary-color-light)"
    >
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size="xl" radius="md" variant="filled" aria-hidden>
            <IconBulb size={24} aria-hidden />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="h3" id="demo-test-heading">
              New here? Try a demo test
            </Title>
            <Text size="sm">
              A few quick questions for Class {grade ?? DEFAULT_DEMO_GRADE},
              each checked and explained as soon as you answer. No account
              needed.
            </Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to={paths.testDemo.href(grade ?? undefined)}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          Try Demo Test
        </Button>
      </Group>
    </Card>
  );
}

function TestList({ grade, kind }: { grade: number; kind: TestKind }) {
  const { results, status, loadMore } = useTestList(grade, kind);
  const takeTest = useTakeTest();

  if (status === "LoadingFirstPage")
    return <CardSkeletons label="Loading tests…" widths={["40%", "80%"]} />;
  if (results.length === 0)
    return (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>No tests here yet for Class {grade}.</Text>
        <Text c="dimmed" size="sm" mt={4}>
          We are adding tests for every class one by one.
        </Text>
      </Paper>
    );
  const cards = (tests: typeof results) => (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {tests.map((test) => (
        <TestCard key={test._id} test={test} onStart={(t) => takeTest(t._id)} />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="lg">
      {kind === "full"
        ? bySubject(results).map((group) => (
            <SubjectTests
              key={group.tests[0]._id}
              subject={group.subject}
              tests={cards(group.tests)}
            />
          ))
        : cards(results)}
      {status !== "Exhausted" && (
        <Button
          variant="default"
          loading={status === "LoadingMore"}
          onClick={() => loadMore(TESTS_PER_PAGE)}
          style={{ alignSelf: "center" }}
        >
          Load more tests
        </Button>
      )}
    </Stack>
  );
}

/**
 * Tests in runs of one subject, in the list's order: each subject's full mock
 * tests are listed together (by the subject's order), so a run is a subject.
 */
function bySubject<T extends { subjectName: string | null }>(tests: T[]) {
  const groups: { subject: string; tests: T[] }[] = [];
  for (const test of tests) {
    const subject = test.subjectName ?? "All subjects";
    const last = groups.at(-1);
    if (last?.subject === subject) last.tests.push(test);
    else groups.push({ subject, tests: [test] });
  }
  return groups;
}

function SubjectTests({
  subject,
  tests,
}: {
  subject: string;
  tests: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="h4" id={headingId}>
        {subject}
      </Title>
      {tests}
    </Stack>
  );
}
