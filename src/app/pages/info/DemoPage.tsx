import {
  Button,
  Card,
  Container,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconArrowRight, IconPencil } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { ComingSoonPanel } from "./ComingSoonPanel";
import { ProductDemoVideo } from "./ProductDemoVideo";
import { tourSteps, type TourStep } from "./demoTour";

function TourStepCard({
  step,
  position,
}: {
  step: TourStep;
  position: number;
}) {
  const Icon = step.icon;
  const headingId = `tour-${step.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size="xl" radius="md" variant="light" aria-hidden="true">
            <Icon size={24} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              Step {position} of {tourSteps.length}
            </Text>
            <Title order={2} size="h3" id={headingId}>
              {step.title}
            </Title>
          </Stack>
        </Group>
        <Text>{step.description}</Text>
        <List spacing={4}>
          {step.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        {step.comingSoon && <ComingSoonPanel placeholder={step.comingSoon} />}
        <Group>
          <Button
            component={Link}
            to={step.link.to}
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          >
            {step.link.label}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function DemoPage() {
  return (
    <Container size="lg" py="xl">
      <title>{`Product tour · ${site.name}`}</title>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Take a tour of {site.name}</Title>
          <Text size="lg">
            Six steps, from your first lesson to your first mentor session. Each
            step links to the real page, so you can look around as you go.
          </Text>
        </Stack>

        <Stack
          component="section"
          aria-labelledby="demo-video-heading"
          gap="sm"
        >
          <Title order={2} size="h3" id="demo-video-heading">
            Watch it in use
          </Title>
          <ProductDemoVideo />
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.testDemo.href()}
              leftSection={<IconPencil size={16} aria-hidden="true" />}
            >
              Try the demo test
            </Button>
          </Group>
        </Stack>

        <Stack
          component="ol"
          gap="lg"
          aria-label="Tour steps"
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
          {tourSteps.map((step, index) => (
            <li key={step.id}>
              <TourStepCard step={step} position={index + 1} />
            </li>
          ))}
        </Stack>

        <Card
          component="section"
          aria-labelledby="tour-start"
          withBorder
          radius="md"
          padding="lg"
        >
          <Stack gap="sm">
            <Title order={2} size="h3" id="tour-start">
              Ready to start?
            </Title>
            <Text>
              The Free plan costs ₹0 forever. Premium is ₹49 a month and Pro is
              ₹199 a year, and you can try Premium free for 30 days without a
              card.
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.pricing.href()}>
                Compare plans
              </Button>
              <Button
                component={Link}
                to={paths.signupStudent.href()}
                variant="default"
              >
                Sign up as a student
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
