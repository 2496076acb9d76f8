import { Anchor, Group, Text, ThemeIcon } from "@mantine/core";
import { IconRocket } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { site } from "../../config/site";

export function Logo() {
  return (
    <Anchor
      component={Link}
      to="/"
      underline="never"
      c="inherit"
      aria-label={`${site.name} home`}
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon
          size={34}
          radius="md"
          variant="gradient"
          gradient={{ from: "brand.6", to: "grape.8", deg: 135 }}
        >
          <IconRocket size={20} aria-hidden />
        </ThemeIcon>
        <Text component="span" fw={800} fz="lg" lh={1}>
          {site.name}
        </Text>
      </Group>
    </Anchor>
  );
}
