import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { usePaginatedQuery, useQuery } from "convex/react";
import { useMemo, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  ACTIVITY_KINDS,
  ACTIVITY_KIND_LABELS,
  type ActivityKind,
} from "@convex/shared/activity";
import { ACTIVITY_PAGE, USER_SEARCH } from "@convex/admin/rules";
import { QueryBoundary } from "../../components/QueryBoundary";
import { formatNumber } from "../../lib/format";
import { StaffPage } from "./queue";
import { memoByData } from "../../lib/memoByData";

type Row = {
  _id: string;
  userId: Id<"users"> | null;
  userName: string;
  kind: ActivityKind;
  action: string;
  timestamp: number;
};

const KIND_OPTIONS = ACTIVITY_KINDS.map((kind) => ({
  value: kind,
  label: ACTIVITY_KIND_LABELS[kind],
}));

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "25 Nov 2026, 8:15 pm" (IST). */
function when(at: number) {
  return timeFormat.format(at);
}

/**
 * User Activity (admins only): the server-written log of
 * significant actions, newest first, 100 at a time with "Load more", the
 * total from counters, filtered by kind and by person.
 */
export function UserActivityPage() {
  const [kind, setKind] = useState<ActivityKind | null>(null);
  const [user, setUser] = useState<{ id: Id<"users">; label: string } | null>(
    null,
  );
  return (
    <StaffPage
      title="User Activity"
      intro="Significant actions across the platform, newest first: sign-ups, posts, reports, moderation and content decisions, role changes, applications and suspensions. Only the server writes this log."
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Action type"
          placeholder="All actions"
          data={KIND_OPTIONS}
          value={kind}
          onChange={(value) => setKind(value as ActivityKind | null)}
          clearable
          w={{ base: "100%", xs: 240 }}
        />
        <QueryBoundary message="Error loading people">
          <PersonPicker value={user} onChange={setUser} />
        </QueryBoundary>
      </Group>
      <QueryBoundary message="Error loading activity">
        <ActivityList kind={kind} user={user} />
      </QueryBoundary>
    </StaffPage>
  );
}

/** Finds a person by name or e-mail (the server's search, at most 10). */
function PersonPicker({
  value,
  onChange,
}: {
  value: { id: Id<"users">; label: string } | null;
  onChange: (user: { id: Id<"users">; label: string } | null) => void;
}) {
  const [search, setSearch] = useState(value?.label ?? "");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const searching =
    debounced.length >= USER_SEARCH.min &&
    debounced.length <= USER_SEARCH.max &&
    debounced !== value?.label;
  const found = useQuery(
    api.admin.users.search,
    searching ? { text: debounced } : "skip",
  );
  const data = useMemo(() => {
    const options = (found ?? []).map((u) => ({
      value: u.userId,
      label: u.email ? `${u.fullName} (${u.email})` : u.fullName,
    }));
    if (value && !options.some((o) => o.value === value.id))
      options.unshift({ value: value.id, label: value.label });
    return options;
  }, [found, value]);
  return (
    <Select
      label="Person"
      placeholder="Search by name or e-mail"
      searchable
      clearable
      filter={({ options }) => options}
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) =>
        onChange(
          id ? { id: id as Id<"users">, label: option?.label ?? "" } : null,
        )
      }
      nothingFoundMessage={
        searching && found !== undefined ? "No one found" : undefined
      }
      w={{ base: "100%", xs: 320 }}
    />
  );
}

function ActivityList({
  kind,
  user,
}: {
  kind: ActivityKind | null;
  user: { id: Id<"users"> } | null;
}) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.admin.activity.list,
    { kind: kind ?? undefined, userId: user?.id },
    { initialNumItems: ACTIVITY_PAGE },
  );
  const total = useQuery(api.admin.activity.total, {
    kind: kind ?? undefined,
  });
  if (status === "LoadingFirstPage")
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label="Loading activity" />
      </Center>
    );
  const rows = results as Row[];
  return (
    <Stack gap="md">
      <Text fw={600} aria-live="polite">
        {user
          ? `Showing ${formatNumber(rows.length)}${status === "Exhausted" ? "" : "+"} for this person`
          : total === undefined
            ? `Showing ${formatNumber(rows.length)}`
            : `Showing ${formatNumber(rows.length)} of ${formatNumber(total)}`}
      </Text>
      {rows.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>No activity matches these filters.</Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder visibleFrom="sm">
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              aria-label="Activity log"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Time (IST)</Table.Th>
                  <Table.Th scope="col">User</Table.Th>
                  <Table.Th scope="col">Type</Table.Th>
                  <Table.Th scope="col">Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <ActivityRow key={row._id} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Stack
            gap="xs"
            hiddenFrom="sm"
            component="ul"
            aria-label="Activity log"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
          >
            {rows.map((row) => (
              <ActivityCard key={row._id} row={row} />
            ))}
          </Stack>
        </>
      )}
      {status !== "Exhausted" && (
        <Group justify="center">
          <Button
            variant="default"
            loading={status === "LoadingMore"}
            onClick={() => loadMore(ACTIVITY_PAGE)}
          >
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function KindBadge({ kind }: { kind: ActivityKind }) {
  return (
    <Badge variant="light" color="gray" style={{ textTransform: "none" }}>
      {ACTIVITY_KIND_LABELS[kind]}
    </Badge>
  );
}

const ActivityRow = memoByData(function ActivityRow({ row }: { row: Row }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        {when(row.timestamp)}
      </Table.Td>
      <Table.Td>{row.userName}</Table.Td>
      <Table.Td>
        <KindBadge kind={row.kind} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{row.action}</Table.Td>
    </Table.Tr>
  );
});

const ActivityCard = memoByData(function ActivityCard({ row }: { row: Row }) {
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{row.userName}</Text>
        <KindBadge kind={row.kind} />
      </Group>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {row.action}
      </Text>
      <Text size="xs" c="dimmed">
        {when(row.timestamp)} IST
      </Text>
    </Paper>
  );
});
