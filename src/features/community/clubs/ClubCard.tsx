import { Anchor, Badge, Button, Group, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { ItemCard } from "../../../components/ItemCard";
import { paths } from "../../../config/paths";
import { MemberBadge } from "./MemberBadge";
import { formatMemberCount, useJoinClub, type ClubItem } from "./useClubs";
import { memoByData } from "../../../lib/memoByData";

/** A club's name, category, description, member count, and Join, which becomes a Member badge. */
export const ClubCard = memoByData(function ClubCard({
  club,
  headingLevel = 3,
}: {
  club: ClubItem;
  /** 4 when the card sits under a sub-heading ("Your clubs"). */
  headingLevel?: 3 | 4;
}) {
  const titleId = useId();
  const join = useJoinClub();
  const [joining, setJoining] = useState(false);

  const onJoin = async () => {
    setJoining(true);
    try {
      await join(club._id);
    } finally {
      setJoining(false);
    }
  };

  return (
    <ItemCard
      titleId={titleId}
      headingLevel={headingLevel}
      badges={<Badge variant="light">{club.category}</Badge>}
      title={
        <Anchor
          component={Link}
          to={paths.club.href(club._id)}
          inherit
          c="var(--mantine-color-text)"
          underline="hover"
        >
          {club.name}
        </Anchor>
      }
      description={club.description}
      lineClamp={3}
    >
      <Group justify="space-between" mt="auto" gap="xs">
        <Group gap={6} c="dimmed">
          <IconUsers size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {formatMemberCount(club.memberCount)}
          </Text>
        </Group>
        {club.isMember ? (
          <MemberBadge />
        ) : (
          <Button
            size="sm"
            loading={joining}
            onClick={() => void onJoin()}
            aria-describedby={titleId}
          >
            Join
          </Button>
        )}
      </Group>
    </ItemCard>
  );
});
