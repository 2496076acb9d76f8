import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** The way back from a page to the list or hub it belongs to, above its heading. */
export function BackLink({
  to,
  children,
}: {
  to: string;
  children: ReactNode;
}) {
  return (
    <Anchor component={Link} to={to} size="sm" underline="always">
      <IconArrowLeft
        size={14}
        aria-hidden
        style={{ verticalAlign: "middle" }}
      />{" "}
      {children}
    </Anchor>
  );
}
