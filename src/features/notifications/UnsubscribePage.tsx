import {
  Alert,
  Anchor,
  Button,
  Container,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { site } from "../../config/site";
import { describeServerError } from "../../lib/serverError";
import { useUnsubscribe } from "./noticeData";

type State =
  | { step: "ask" | "busy" }
  | { step: "done"; label: string }
  | { step: "failed"; message: string };

/**
 * /unsubscribe?token=…, a notice mail's unsubscribe link: no sign-in needed.
 * It asks first and unsubscribes only on the click, because mail scanners
 * open every link in a message before the person does.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const [state, setState] = useState<State>({ step: "ask" });

  const confirm = async () => {
    setState({ step: "busy" });
    try {
      const { label } = await unsubscribe({ token });
      setState({ step: "done", label });
    } catch (error) {
      setState({ step: "failed", message: describeServerError(error) });
    }
  };

  const settings = (
    <Anchor component={Link} to={paths.notificationSettings.href()}>
      Notification settings
    </Anchor>
  );

  return (
    <Container size="sm" py={64}>
      <title>{`Unsubscribe · ${site.name}`}</title>
      <Stack align="center" ta="center" gap="md">
        {state.step === "done" ? (
          <>
            <Title order={1}>You are unsubscribed</Title>
            <Text role="status">
              You will no longer get e-mails about {state.label}.
            </Text>
            <Text>Change your mind any time in {settings}.</Text>
          </>
        ) : (
          <>
            <Title order={1}>Stop these e-mails?</Title>
            <Text c="dimmed">
              You will stop getting e-mails of this kind. Your notices in the
              app stay as they are.
            </Text>
            {state.step === "failed" && (
              <Alert color="red" role="alert" w="100%" ta="left">
                {state.message}
              </Alert>
            )}
            <Button
              loading={state.step === "busy"}
              onClick={() => void confirm()}
            >
              Unsubscribe
            </Button>
            <Text size="sm">Or choose what you get in {settings}.</Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
