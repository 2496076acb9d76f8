import { Alert, Container, Text } from "@mantine/core";
import { IconBan } from "@tabler/icons-react";
import { useSession } from "../../lib/session";

/**
 * Tells a suspended member why, on every page: they can still learn and read
 * their notices, but posting, replying, reporting, RSVPs and joining are
 * refused until an admin lifts the suspension.
 */
export function SuspensionBanner() {
  const session = useSession();
  if (session.status !== "signedIn" || !session.suspension) return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconBan size={20} aria-hidden />}
        title={`Your account is suspended: ${session.suspension.reason}`}
      >
        <Text size="sm">
          You can still learn and read your notices. Posting, replying,
          reporting, RSVPs and joining clubs or sessions are paused until an
          admin lifts the suspension.
        </Text>
      </Alert>
    </Container>
  );
}
