import { Badge, Button, Group, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { BackLink } from "../../../components/BackLink";
import { DetailShell } from "../../../components/DetailPage";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { RemovedByModeratorPage } from "../RemovedByModerator";
import { ReportButton } from "../ReportButton";
import { ClubMembers } from "./ClubMembers";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { MemberBadge } from "./MemberBadge";
import {
  formatMemberCount,
  useClub,
  useJoinClub,
  useLeaveClub,
  useRemoveClub,
  type ClubId,
} from "./useClubs";
import { PageLoader } from "../../../components/PageLoader";
import { MessagePage } from "../../../components/MessagePage";

const joinedDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** /community/club/:clubId — one club, its members, and Join / Leave; all live. */
export function ClubPage() {
  const { clubId = "" } = useParams();
  const club = useClub(clubId);

  if (club === undefined) return <PageLoader label="Loading club" />;
  if (club === null) return <ClubNotFound />;
  if ("removedByModerator" in club)
    return <RemovedByModeratorPage noun="club" />;

  return (
    <DetailShell
      documentTitle={`${club.name} · Clubs · ${site.name}`}
      back={<BackToCommunity />}
      badges={<Badge variant="light">{club.category}</Badge>}
      title={club.name}
      after={<ClubMembers clubId={club._id} />}
    >
      <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {club.description}
      </Text>
      <Group gap="lg" c="dimmed">
        <Group gap={6}>
          <IconUsers size={18} aria-hidden />
          <Text c="dimmed" aria-live="polite">
            {formatMemberCount(club.memberCount)}
          </Text>
        </Group>
        <Text c="dimmed" size="sm">
          Started {joinedDate.format(club.createdAt)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <MembershipControls
          clubId={club._id}
          name={club.name}
          isMember={club.isMember}
        />
        <Group gap={4}>
          <ReportButton targetType="club" targetId={club._id} />
          {club.canRemove && (
            <RemoveClubButton clubId={club._id} name={club.name} />
          )}
        </Group>
      </Group>
    </DetailShell>
  );
}

function MembershipControls({
  clubId,
  name,
  isMember,
}: {
  clubId: ClubId;
  name: string;
  isMember: boolean;
}) {
  const join = useJoinClub();
  const leave = useLeaveClub();
  const [joining, setJoining] = useState(false);

  if (isMember)
    return (
      <Group gap="xs">
        <MemberBadge />
        <ConfirmButton
          tone="neutral"
          title={`Leave ${name}?`}
          message="You can join again at any time."
          confirmLabel="Leave club"
          cancelLabel="Stay"
          onConfirm={() => leave(clubId)}
        >
          Leave club
        </ConfirmButton>
      </Group>
    );
  return (
    <Button
      loading={joining}
      onClick={async () => {
        setJoining(true);
        try {
          await join(clubId);
        } finally {
          setJoining(false);
        }
      }}
    >
      Join
    </Button>
  );
}

function RemoveClubButton({ clubId, name }: { clubId: ClubId; name: string }) {
  const remove = useRemoveClub();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      size="compact-sm"
      title={`Remove ${name}?`}
      message="The club disappears for everyone. Its members and any reports stay in the moderation record."
      confirmLabel="Remove club"
      cancelLabel="Keep the club"
      onConfirm={async () => {
        if (await remove(clubId)) await navigate(paths.community.href());
      }}
    >
      Remove club
    </ConfirmButton>
  );
}

function BackToCommunity() {
  return <BackLink to={paths.community.href()}>Back to the community</BackLink>;
}

/** Mistyped addresses and removed clubs alike (the heading is what tests/e2e/routes.spec.ts checks). */
function ClubNotFound() {
  return (
    <MessagePage
      title="Club not found"
      action={{ to: paths.community.href(), label: "Back to the community" }}
    >
      This club may have been removed, or the address is mistyped.
    </MessagePage>
  );
}
