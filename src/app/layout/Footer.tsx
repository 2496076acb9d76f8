import {
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { site } from "../../config/site";
import classes from "./Footer.module.css";
import { Logo } from "./Logo";
import { footerNav } from "./navItems";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Logo />
            <Text fz="sm" c="dimmed">
              {site.tagline}
            </Text>
          </Stack>
          <Box component="nav" aria-label="Footer">
            <Title order={2} fz="md" mb="xs">
              Explore
            </Title>
            <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
              {footerNav.map((item) => (
                <Anchor key={item.href} component={Link} to={item.href} fz="sm">
                  {item.label}
                </Anchor>
              ))}
            </SimpleGrid>
          </Box>
          <Box component="address" style={{ fontStyle: "normal" }}>
            <Title order={2} fz="md" mb="xs">
              Contact us
            </Title>
            <Stack gap={6}>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMail
                  size={18}
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Anchor
                  href={`mailto:${site.supportEmail}`}
                  fz="sm"
                  style={{ overflowWrap: "anywhere" }}
                >
                  {site.supportEmail}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconPhone
                  size={18}
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Anchor
                  href={`tel:${site.supportPhone.replace(/\s+/g, "")}`}
                  fz="sm"
                >
                  {site.supportPhone}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin
                  size={18}
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text fz="sm">{site.supportAddress}</Text>
              </Group>
            </Stack>
          </Box>
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt="xl" ta="center">
          © {year} {site.name}. Made for learners across India.
        </Text>
      </Container>
    </Box>
  );
}
