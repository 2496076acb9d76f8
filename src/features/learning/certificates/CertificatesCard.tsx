import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCertificate, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { displayCode } from "@convex/learning/certificateRules";
import { formatDate } from "../../../lib/format";
import { useDownloadCertificate, useMyCertificates } from "./useCertificates";

/**
 * The student's certificates, each with its code and a Download button (the
 * PDF is made on the server). Nothing is shown until one is earned.
 */
export function CertificatesCard() {
  const certificates = useMyCertificates();
  const download = useDownloadCertificate();
  const [busy, setBusy] = useState<Id<"subjects"> | null>(null);
  const [failed, setFailed] = useState(false);
  if (!certificates || certificates.length === 0) return null;

  async function save(subjectId: Id<"subjects">, subjectName: string) {
    setBusy(subjectId);
    setFailed(false);
    try {
      const bytes = await download({ subjectId });
      const url = URL.createObjectURL(
        new Blob([bytes], { type: "application/pdf" }),
      );
      const link = document.createElement("a");
      link.href = url;
      link.download = `VidyaQuest certificate - ${subjectName}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="certificates-title"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <IconCertificate size={22} aria-hidden />
          <Title order={2} fz="h3" id="certificates-title">
            Your certificates
          </Title>
        </Group>
        {failed && (
          <Alert color="red" title="Download failed">
            The certificate could not be downloaded. Please try again.
          </Alert>
        )}
        {certificates.map((c) => (
          <Group key={c.subjectId} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>
                {c.subjectName} · Class {c.grade}
              </Text>
              <Text size="sm" c="dimmed">
                Issued {formatDate(c.issuedAt)} · Code{" "}
                <Text span ff="monospace" style={{ overflowWrap: "anywhere" }}>
                  {displayCode(c.code)}
                </Text>
              </Text>
            </Stack>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={busy === c.subjectId}
              onClick={() => void save(c.subjectId, c.subjectName)}
              aria-label={`Download the ${c.subjectName} certificate`}
            >
              Download
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
