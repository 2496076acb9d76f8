import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  useMutation,
  usePaginatedQuery,
  type PaginatedQueryArgs,
  type PaginatedQueryReference,
  type UsePaginatedQueryResult,
} from "convex/react";
import { type ReactNode, useEffect } from "react";
import { api } from "@convex/_generated/api";
import { ConfirmButton } from "../../components/ConfirmButton";
import { describeServerError } from "../../lib/serverError";
import { useSession } from "../../lib/session";

/** How many items a staff queue shows at first, and adds with each Load more. */
const PAGE_SIZE = 10;

/** A staff queue item's claim, as the server shows it (convex/admin/model/claims.ts). */
export type Claim = {
  staffName: string;
  expiresAt: number;
  mine: boolean;
  /** An admin took the item over from the viewer. */
  takenFromYou: boolean;
};

/**
 * How often an open item renews its claim. A claim lasts two minutes, and
 * ends five minutes after its holder last interacted with the page.
 */
const CLAIM_RENEW_MS = 60_000;
/** What counts as the holder interacting with the page (a playing video counts too). */
const INTERACTIONS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/** Who else is handling an item, while their claim lasts by the viewer's clock (a query cannot read it). */
export function otherClaim(
  claim: Claim | null | undefined,
  now: number,
): Claim | null {
  return claim && !claim.mine && claim.expiresAt > now ? claim : null;
}

/** Whether an admin took the item over from the viewer and still holds it. */
export function takenFromViewer(
  claim: Claim | null | undefined,
  now: number,
): Claim | null {
  const other = otherClaim(claim, now);
  return other?.takenFromYou ? other : null;
}

/**
 * Who holds an item by the viewer's clock: another staff member handling it
 * (`holder`), and the admin who took it over from the viewer (`takenBy`).
 */
export function claimHolders(
  claim: Claim | null | undefined,
  now: number,
): { holder: string | null; takenBy: string | null } {
  return {
    holder: otherClaim(claim, now)?.staffName ?? null,
    takenBy: takenFromViewer(claim, now)?.staffName ?? null,
  };
}

/**
 * Holds the claim on `key` ("report:…" / "content:…") while `active`:
 * taken at once, renewed each minute with whether the viewer interacted
 * with the page meanwhile (so an untouched page lets it lapse), released on
 * closing or leaving.
 */
export function useHeldClaim(key: string, active: boolean) {
  const claim = useMutation(api.admin.claims.claim);
  const release = useMutation(api.admin.claims.release);
  useEffect(() => {
    if (!active) return;
    let interacted = false;
    const touched = () => {
      interacted = true;
    };
    for (const kind of INTERACTIONS)
      window.addEventListener(kind, touched, { passive: true });
    void claim({ key }).catch(() => undefined);
    const timer = window.setInterval(() => {
      const watching = [...document.querySelectorAll("video")].some(
        (v) => !v.paused,
      );
      void claim({ key, interacted: interacted || watching }).catch(
        () => undefined,
      );
      interacted = false;
    }, CLAIM_RENEW_MS);
    return () => {
      window.clearInterval(timer);
      for (const kind of INTERACTIONS)
        window.removeEventListener(kind, touched);
      void release({ key }).catch(() => undefined);
    };
  }, [key, active, claim, release]);
}

/**
 * An admin's way to decide an item another staff member holds: asks first,
 * then takes the claim over (the holder's page says so at once).
 */
export function TakeOverButton({
  itemKey,
  holder,
  title,
  onTaken,
}: {
  itemKey: string;
  holder: string;
  /** The item's title, for the button's accessible name. */
  title: string;
  onTaken?: () => void;
}) {
  const takeOver = useMutation(api.admin.claims.takeOver);
  return (
    <ConfirmButton
      tone="primary"
      variant="light"
      title="Take over this item?"
      message={`${holder} is handling it now. They will be told on their page that you took it over, and they can no longer decide it.`}
      confirmLabel="Take over"
      aria-label={`Take over ${title} from ${holder}`}
      onConfirm={async () => {
        try {
          await takeOver({ key: itemKey });
          onTaken?.();
        } catch (error) {
          notifications.show({
            color: "red",
            title: "Failed to take over",
            message: describeServerError(error),
          });
        }
      }}
    >
      Take over
    </ConfirmButton>
  );
}

/** Why the viewer cannot decide an item: it is about them, or an admin took it over from them. */
export function BlockedNotice({
  ownCase,
  takenBy,
  what,
}: {
  ownCase: boolean;
  /** The admin who took the item over from the viewer. */
  takenBy: string | null;
  /** "report" / "content" / "application", as the sentence names it. */
  what: string;
}) {
  if (takenBy)
    return (
      <Alert
        color="orange"
        role="alert"
        title="Taken over"
        styles={{ title: { color: "var(--mantine-color-text)" } }}
      >
        {takenBy} took this {what} over from you, so you can no longer decide
        it.
      </Alert>
    );
  if (ownCase)
    return (
      <Text size="sm" fw={600} c="orange.9">
        {what === "report"
          ? "This report is about you or something you posted"
          : `This is your own ${what}`}
        , so another staff member must decide it.
      </Text>
    );
  return null;
}

/** A staff queue's items, live: the first page, then a page more with each Load more. */
export function useStaffQueue<Query extends PaginatedQueryReference>(
  query: Query,
  args: PaginatedQueryArgs<Query>,
) {
  return usePaginatedQuery(query, args, { initialNumItems: PAGE_SIZE });
}

/** Whether the viewer is an admin, who may take over an item another staff member holds. */
export function useIsAdmin() {
  const session = useSession();
  return session.status === "signedIn" && session.staffRole === "admin";
}

/**
 * A staff page: its heading and the document title, what the page is for,
 * anything the heading sums up below it, then the page itself.
 */
export function StaffPage({
  title,
  intro,
  summary,
  children,
}: {
  title: string;
  intro: ReactNode;
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <title>{`${title} · Admin · VidyaQuest`}</title>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
        {summary}
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * One item of a staff queue: a list item named by its heading, with a line
 * above the heading (what it is), one below (who sent it, when), its status
 * badge on the right, and the item's own details and buttons underneath.
 */
export function QueueCard({
  headingId,
  overline,
  title,
  byline,
  badge,
  children,
}: {
  headingId: string;
  overline: ReactNode;
  title: ReactNode;
  byline?: ReactNode;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: "sm", sm: "md" }}
      component="li"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            {overline}
            <Title
              order={2}
              fz="h4"
              id={headingId}
              style={{ overflowWrap: "anywhere" }}
            >
              {title}
            </Title>
            {byline}
          </Stack>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Who else is handling the item now; nothing once an admin took it over from the viewer (BlockedNotice says so). */
export function HeldByNotice({
  holder,
  takenBy,
}: {
  holder: string | null;
  takenBy: string | null;
}) {
  if (!holder || takenBy) return null;
  return (
    <Text size="sm" fw={600} c="orange.9" role="status">
      Being handled by {holder}
    </Text>
  );
}

/**
 * A staff queue: a spinner until its first page arrives, then its items as a
 * labelled list (or what an empty queue says), with Load more while there is
 * more.
 */
export function QueueItems<T>({
  page: { results, status, loadMore },
  label,
  empty,
  noun,
  children,
}: {
  page: UsePaginatedQueryResult<T>;
  /** The list's accessible name. */
  label: string;
  empty: string;
  /** What the queue holds ("reports"), as its loaders' accessible names say it. */
  noun: string;
  children: (item: T) => ReactNode;
}) {
  if (status === "LoadingFirstPage")
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label={`Loading ${noun}`} />
      </Center>
    );
  return (
    <Stack gap="md">
      {results.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>{empty}</Text>
        </Paper>
      ) : (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={label}
        >
          {results.map(children)}
        </Stack>
      )}
      {status === "CanLoadMore" && (
        <Group justify="center">
          <Button variant="default" onClick={() => loadMore(PAGE_SIZE)}>
            Load more
          </Button>
        </Group>
      )}
      {status === "LoadingMore" && (
        <Center>
          <Loader role="status" size="sm" aria-label={`Loading more ${noun}`} />
        </Center>
      )}
    </Stack>
  );
}
