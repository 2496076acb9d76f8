import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  SUSPENSION_REASON,
  USER_SEARCH,
  suspensionReasonSchema,
} from "@convex/admin/rules";
import { QueryBoundary } from "../../components/QueryBoundary";
import { formatDate } from "../../lib/format";
import { useSession } from "../../lib/session";
import { useMemberAction } from "../../lib/useMemberAction";
import { StaffPage } from "./queue";
import { memoByData } from "../../lib/memoByData";

type FoundUser = {
  userId: Id<"users">;
  fullName: string;
  email: string;
  role: "student" | "mentor" | "parent" | null;
  staffRole: "admin" | "moderator" | null;
  suspension: { reason: string; at: number } | null;
};

/** A change waiting for the admin's confirmation. */
type Pending =
  | { kind: "grant"; user: FoundUser; role: "admin" | "moderator" }
  | { kind: "revoke"; user: FoundUser }
  | { kind: "suspend"; user: FoundUser }
  | { kind: "lift"; user: FoundUser };

/**
 * Staff & Users (admins only): find a member by name or e-mail,
 * make them a moderator or an admin or remove their staff role (the last
 * admin is never removed), suspend them with a reason or lift it.
 */
export function StaffManagementPage() {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const [pending, setPending] = useState<Pending | null>(null);
  return (
    <StaffPage
      title="Staff & Users"
      intro="Find a member to change their staff role, or to suspend their account (they are signed out everywhere and cannot post, reply, report, RSVP or join until you lift it)."
    >
      <TextInput
        label="Find a user"
        description="Type at least 2 characters of a name or an e-mail address."
        placeholder="Name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={USER_SEARCH.max}
        onChange={(e) => setText(e.currentTarget.value)}
        type="search"
        maw={480}
      />
      <QueryBoundary message="Error loading users">
        <Results text={debounced} onAct={setPending} />
      </QueryBoundary>
      <ConfirmChange pending={pending} onClose={() => setPending(null)} />
    </StaffPage>
  );
}

function Results({
  text,
  onAct,
}: {
  text: string;
  onAct: (pending: Pending) => void;
}) {
  const session = useSession();
  const ownEmail = session.status === "signedIn" ? session.email : null;
  const searching = text.length >= USER_SEARCH.min;
  const found = useQuery(api.admin.users.search, searching ? { text } : "skip");
  if (!searching) return null;
  if (found === undefined)
    return (
      <Center py="lg">
        <Loader role="status" size="sm" aria-label="Searching" />
      </Center>
    );
  if (found.length === 0)
    return (
      <Paper withBorder p="lg">
        <Text>No one matches “{text}”.</Text>
      </Paper>
    );
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Users found"
    >
      {found.map((user) => (
        <UserCard
          key={user.userId}
          user={user}
          isSelf={user.email !== "" && user.email === ownEmail}
          onAct={onAct}
        />
      ))}
    </Stack>
  );
}

const UserCard = memoByData(function UserCard({
  user,
  isSelf,
  onAct,
}: {
  user: FoundUser;
  isSelf: boolean;
  onAct: (pending: Pending) => void;
}) {
  return (
    <Paper withBorder p="md" component="li" aria-label={user.fullName}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700}>
              {user.fullName || user.email}
              {isSelf && " (you)"}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {user.email}
            </Text>
          </Stack>
          <Group gap="xs">
            {user.role && (
              <Badge variant="light" color="gray">
                {user.role === "student"
                  ? "Student"
                  : user.role === "parent"
                    ? "Parent"
                    : "Mentor"}
              </Badge>
            )}
            {user.staffRole && (
              <Badge color="indigo.9">
                {user.staffRole === "admin" ? "Admin" : "Moderator"}
              </Badge>
            )}
            {user.suspension && <Badge color="red.9">Suspended</Badge>}
          </Group>
        </Group>
        {user.suspension && (
          <Text size="sm">
            Suspended on {formatDate(user.suspension.at)}:{" "}
            {user.suspension.reason}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {user.staffRole !== "moderator" && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onAct({ kind: "grant", user, role: "moderator" })}
            >
              Make moderator
            </Button>
          )}
          {user.staffRole !== "admin" && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onAct({ kind: "grant", user, role: "admin" })}
            >
              Make admin
            </Button>
          )}
          {user.staffRole && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onAct({ kind: "revoke", user })}
            >
              Remove staff role
            </Button>
          )}
          {user.suspension ? (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onAct({ kind: "lift", user })}
            >
              Lift suspension
            </Button>
          ) : (
            !isSelf && (
              <Button
                size="compact-sm"
                color="red.9"
                onClick={() => onAct({ kind: "suspend", user })}
              >
                Suspend…
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Paper>
  );
});

const ROLE_NAME = { admin: "an admin", moderator: "a moderator" } as const;

function describe(pending: Pending) {
  const name = pending.user.fullName || pending.user.email;
  switch (pending.kind) {
    case "grant":
      return {
        title: `Make ${name} ${ROLE_NAME[pending.role]}?`,
        text:
          pending.role === "admin"
            ? "Admins can do everything in the admin area, including changing roles and suspending accounts."
            : "Moderators work the report queue, content and mentor applications.",
        confirm: `Make ${pending.role}`,
        success: `${name} is now ${ROLE_NAME[pending.role]}.`,
        failure: "Could not change the role",
      };
    case "revoke":
      return {
        title: `Remove ${name}'s staff role?`,
        text: "They keep their account but lose access to the admin area.",
        confirm: "Remove staff role",
        success: `${name} no longer has a staff role.`,
        failure: "Could not remove the role",
      };
    case "suspend":
      return {
        title: `Suspend ${name}?`,
        text: "They are signed out everywhere at once. After signing in again they see your reason, and cannot post, reply, report, RSVP or join until you lift the suspension.",
        confirm: "Suspend account",
        success: `${name} is suspended and signed out.`,
        failure: "Could not suspend the account",
      };
    case "lift":
      return {
        title: `Lift ${name}'s suspension?`,
        text: "They can post, reply, report, RSVP and join again.",
        confirm: "Lift suspension",
        success: `${name}'s suspension is lifted.`,
        failure: "Could not lift the suspension",
      };
  }
}

function ConfirmChange({
  pending,
  onClose,
}: {
  pending: Pending | null;
  onClose: () => void;
}) {
  const grant = useMutation(api.accounts.users.grantStaffRole);
  const revoke = useMutation(api.accounts.users.revokeStaffRole);
  const suspend = useMutation(api.admin.users.suspend);
  const lift = useMutation(api.admin.users.lift);
  const act = useMemberAction();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = pending && describe(pending);

  const close = () => {
    setReason("");
    setReasonError(null);
    onClose();
  };

  const confirm = async () => {
    if (!pending || !copy) return;
    const userId = pending.user.userId;
    let run: () => Promise<unknown>;
    switch (pending.kind) {
      case "grant":
        run = () => grant({ userId, role: pending.role });
        break;
      case "revoke":
        run = () => revoke({ userId });
        break;
      case "lift":
        run = () => lift({ userId });
        break;
      case "suspend": {
        const parsed = suspensionReasonSchema.safeParse(reason);
        if (!parsed.success) {
          setReasonError(parsed.error.issues[0]?.message ?? "Invalid reason");
          return;
        }
        run = () => suspend({ userId, reason: parsed.data });
        break;
      }
    }
    setBusy(true);
    const done = await act({
      signInMessage: "Please log in to continue.",
      action: async () => {
        await run();
        return true;
      },
      success: copy.success,
      failure: copy.failure,
    });
    setBusy(false);
    if (done) close();
  };

  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={copy?.title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {copy && pending && (
        <Stack>
          <Text>{copy.text}</Text>
          {pending.kind === "suspend" && (
            <Textarea
              label="Reason (shown to them)"
              description={`${SUSPENSION_REASON.min}–${SUSPENSION_REASON.max} characters.`}
              required
              autosize
              minRows={3}
              maxLength={SUSPENSION_REASON.max}
              value={reason}
              error={reasonError}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color={pending.kind === "suspend" ? "red.9" : undefined}
              loading={busy}
              onClick={() => void confirm()}
            >
              {copy.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
