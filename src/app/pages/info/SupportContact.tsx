import { Anchor, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { site } from "../../../config/site";

/** Phone numbers are shown with spaces for reading, but `tel:` links want none. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The support e-mail, phone and postal address from the site settings. */
export function SupportContact() {
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="md" radius="xl" aria-hidden="true">
          <IconMail size={16} aria-hidden="true" />
        </ThemeIcon>
        <Text style={{ overflowWrap: "anywhere" }}>
          E-mail:{" "}
          <Anchor underline="always" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </Anchor>
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="md" radius="xl" aria-hidden="true">
          <IconPhone size={16} aria-hidden="true" />
        </ThemeIcon>
        <Text style={{ overflowWrap: "anywhere" }}>
          Phone:{" "}
          <Anchor underline="always" href={telHref(site.supportPhone)}>
            {site.supportPhone}
          </Anchor>
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="md" radius="xl" aria-hidden="true">
          <IconMapPin size={16} aria-hidden="true" />
        </ThemeIcon>
        <Text style={{ overflowWrap: "anywhere" }}>
          Post: {site.supportAddress}
        </Text>
      </Group>
    </Stack>
  );
}
