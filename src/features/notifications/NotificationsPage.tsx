import { Button, Card, Container, Group, Stack, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { site } from "../../config/site";
import { MarkAllReadButton } from "./MarkAllReadButton";
import { NoticeList } from "./NoticeList";
import { NOTICES_PER_PAGE, useNotices } from "./noticeData";
import { useOpenNotice } from "./useOpenNotice";

/** /notifications: every notice, newest first, live, a page at a time. */
export function NotificationsPage() {
  const { results, status, loadMore } = useNotices(NOTICES_PER_PAGE);
  const open = useOpenNotice();
  return (
    <Container size="sm" py="xl">
      <title>{`Notifications · ${site.name}`}</title>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1}>Notifications</Title>
          <Group gap="xs">
            <MarkAllReadButton />
            <Button
              component={Link}
              to={paths.notificationSettings.href()}
              variant="default"
            >
              Notification settings
            </Button>
          </Group>
        </Group>
        <Card padding={0}>
          <NoticeList
            notices={results}
            loading={status === "LoadingFirstPage"}
            onOpen={open}
          />
        </Card>
        {(status === "CanLoadMore" || status === "LoadingMore") && (
          <Button
            variant="default"
            loading={status === "LoadingMore"}
            onClick={() => loadMore(NOTICES_PER_PAGE)}
            style={{ alignSelf: "center" }}
          >
            Load more
          </Button>
        )}
      </Stack>
    </Container>
  );
}
