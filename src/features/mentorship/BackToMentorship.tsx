import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";

type Tab = Parameters<typeof paths.mentorship.href>[0];

/** The way back to /mentorship, to the tab the page came from. */
export function BackToMentorship({ tab }: { tab?: Tab }) {
  return (
    <Anchor
      component={Link}
      to={paths.mentorship.href(tab)}
      size="sm"
      underline="always"
    >
      <IconArrowLeft
        size={14}
        aria-hidden
        style={{ verticalAlign: "middle" }}
      />{" "}
      Back to Mentorship
    </Anchor>
  );
}
