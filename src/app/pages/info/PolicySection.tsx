import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PolicySectionProps {
  /** Used for the heading's id, so sections can be linked to (`/privacy#policy-retention`). */
  id: string;
  title: string;
  children: ReactNode;
}

/** One section of a policy page: an h2 heading and its text. */
export function PolicySection({ id, title, children }: PolicySectionProps) {
  const headingId = `policy-${id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
