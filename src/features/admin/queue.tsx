import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
} from "@mantine/core";
import { useMutation } from "convex/react";
import { type ReactNode, useEffect } from "react";
import { api } from "@convex/_generated/api";

/** A staff queue item's claim, as the server shows it (convex/lib/claims.ts). */
export type Claim = { staffName: string; expiresAt: number; mine: boolean };

/** How often an open item renews its claim (a claim lasts two minutes). */
const CLAIM_RENEW_MS = 60_000;

/** Who else is handling an item, while their claim lasts by the viewer's clock (a query cannot read it). */
export function otherClaim(
  claim: Claim | null | undefined,
  now: number,
): Claim | null {
  return claim && !claim.mine && claim.expiresAt > now ? claim : null;
}

/**
 * Holds the claim on `key` ("report:…" / "content:…") while `active`:
 * taken at once, renewed each minute, released on closing or leaving.
 */
export function useHeldClaim(key: string, active: boolean) {
  const claim = useMutation(api.admin.claims.claim);
  const release = useMutation(api.admin.claims.release);
  useEffect(() => {
    if (!active) return;
    const take = () => void claim({ key }).catch(() => undefined);
    take();
    const timer = window.setInterval(take, CLAIM_RENEW_MS);
    return () => {
      window.clearInterval(timer);
      void release({ key }).catch(() => undefined);
    };
  }, [key, active, claim, release]);
}

/**
 * One page of a staff queue: its items as a labelled list (or what an empty
 * queue says), with Load more while there is more.
 */
export function QueueItems<T>({
  results,
  status,
  loadMore,
  pageSize,
  label,
  empty,
  loadingMoreLabel,
  children,
}: {
  results: T[];
  status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";
  loadMore: (numItems: number) => void;
  pageSize: number;
  /** The list's accessible name. */
  label: string;
  empty: string;
  loadingMoreLabel: string;
  children: (item: T) => ReactNode;
}) {
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
          <Button variant="default" onClick={() => loadMore(pageSize)}>
            Load more
          </Button>
        </Group>
      )}
      {status === "LoadingMore" && (
        <Center>
          <Loader size="sm" aria-label={loadingMoreLabel} />
        </Center>
      )}
    </Stack>
  );
}
