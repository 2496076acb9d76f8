import {
  Alert,
  Container,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useParams } from "react-router-dom";
import {
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_PERCENT,
  NOT_A_CODE,
  displayCode,
  normaliseCode,
} from "@convex/learning/certificateRules";
import { formatDate } from "../../../lib/format";
import { useVerifiedCertificate } from "./useCertificates";

/**
 * /verify/:code, open to anyone: whether a VidyaQuest certificate with this
 * code exists, and what it says (the student's name as printed, subject,
 * class, date issued) — nothing else about the student.
 */
export function VerifyCertificatePage() {
  const { code: text = "" } = useParams();
  const result = useVerifiedCertificate(text);
  const code = normaliseCode(text);
  return (
    <Container size="sm" py="xl">
      <title>Check a certificate · VidyaQuest</title>
      <Stack gap="md">
        <Title order={1}>Check a certificate</Title>
        <Text>
          Certificate code:{" "}
          <Text span ff="monospace" style={{ overflowWrap: "anywhere" }}>
            {code ? displayCode(code) : text}
          </Text>
        </Text>
        {result === undefined ? (
          <Skeleton h={160} />
        ) : result === "not-a-code" ? (
          <Alert color="red" title="Not a certificate code">
            {NOT_A_CODE}
          </Alert>
        ) : result === null ? (
          <Alert color="red" title="No valid certificate">
            {CERTIFICATE_NOT_FOUND}
          </Alert>
        ) : (
          <Paper withBorder p="lg">
            <Stack gap="sm">
              <Text fw={700} size="lg" role="status">
                <IconCircleCheck
                  size={22}
                  aria-hidden
                  style={{ verticalAlign: "text-bottom", marginRight: 6 }}
                />
                This is a valid VidyaQuest certificate.
              </Text>
              <Table variant="vertical" layout="fixed" withTableBorder>
                <Table.Tbody>
                  <Row label="Awarded to" value={result.studentName} />
                  <Row label="Subject" value={result.subjectName} />
                  <Row label="Class" value={String(result.grade)} />
                  <Row
                    label="Date issued"
                    value={formatDate(result.issuedAt)}
                  />
                </Table.Tbody>
              </Table>
              <Text size="sm" c="dimmed">
                It was awarded for passing every chapter test of the subject
                with at least {CERTIFICATE_PERCENT}%.
              </Text>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={140}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
    </Table.Tr>
  );
}
