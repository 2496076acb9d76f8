import {
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { CardSkeletons } from "../../../components/CardSkeletons";
import {
  PROGRAMS_PER_PAGE,
  usePrograms,
  type ProgramCategory,
} from "../mentorshipData";
import { LoadMore } from "../../../components/LoadMore";
import { ProgramCard } from "./ProgramCard";

const FILTERS = [
  { value: "all", label: "All Programs" },
  { value: "academic", label: "Academic" },
  { value: "skill-based", label: "Skill-Based" },
];

const parseCategory = (value: string | null): ProgramCategory | undefined =>
  value === "academic" || value === "skill-based" ? value : undefined;

/** Programs, filtered by category (kept in the address as `?category=`). */
export function ProgramsTab() {
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get("category"));
  const { results, status, loadMore } = usePrograms(category);

  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label="Program category"
        data={FILTERS}
        value={category ?? "all"}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === "all") next.delete("category");
              else next.set("category", value);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        style={{ alignSelf: "flex-start" }}
      />
      {status === "LoadingFirstPage" ? (
        <CardSkeletons
          label="Loading programs…"
          widths={["40%", "90%", "60%"]}
        />
      ) : results.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">No programs in this category yet.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {results.map((program) => (
            <ProgramCard key={program._id} program={program} />
          ))}
        </SimpleGrid>
      )}
      <LoadMore
        status={status}
        onLoadMore={() => loadMore(PROGRAMS_PER_PAGE)}
        label="Load more programs"
      />
    </Stack>
  );
}
