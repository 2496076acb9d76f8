import {
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
} from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { useState } from "react";
import {
  availabilitySchema,
  type AvailabilityDay,
} from "@convex/mentorship/rules";
import { useMyAvailability, useSaveAvailability } from "./workspaceData";

const DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];
/** Monday first, as a school week reads. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

const toTime = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
const fromTime = (value: string) => {
  const m = /^(\d{1,2}):(\d{2})/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

/**
 * Settings → Availability, every weekday (not only Monday to
 * Wednesday): each on or off with its hours in IST, 9:00 AM – 5:00 PM until
 * saved; shown on the public profile, and 1-on-1 requests must fit inside.
 */
export function AvailabilityModal({ onClose }: { onClose: () => void }) {
  const saved = useMyAvailability();
  return (
    <Modal
      opened
      onClose={onClose}
      title="Availability (IST)"
      size="lg"
      centered
    >
      {saved === undefined ? (
        <Skeleton h={320} />
      ) : (
        <AvailabilityForm initial={saved.days} onClose={onClose} />
      )}
    </Modal>
  );
}

function AvailabilityForm({
  initial,
  onClose,
}: {
  initial: AvailabilityDay[];
  onClose: () => void;
}) {
  const save = useSaveAvailability();
  const [days, setDays] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (weekday: number, patch: Partial<AvailabilityDay>) => {
    setError(null);
    setDays((all) =>
      all.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)),
    );
  };
  const submit = async () => {
    const parsed = availabilitySchema.safeParse(days);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check the hours");
      return;
    }
    setBusy(true);
    try {
      if ((await save(parsed.data)) !== undefined) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Students see these hours on your profile and can ask for a 1-on-1 inside
        them.
      </Text>
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ORDER.map((weekday) => {
            const day = days.find((d) => d.weekday === weekday)!;
            const name = DAYS[weekday];
            return (
              <Table.Tr key={weekday}>
                <Table.Td>
                  <Switch
                    label={name}
                    checked={day.enabled}
                    onChange={(e) =>
                      change(weekday, { enabled: e.currentTarget.checked })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TimeInput
                    aria-label={`${name} from`}
                    disabled={!day.enabled}
                    value={toTime(day.startMinute)}
                    onChange={(e) =>
                      change(weekday, {
                        startMinute: fromTime(e.currentTarget.value),
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TimeInput
                    aria-label={`${name} to`}
                    disabled={!day.enabled}
                    value={toTime(
                      day.endMinute === 1440 ? 1439 : day.endMinute,
                    )}
                    onChange={(e) =>
                      change(weekday, {
                        endMinute: fromTime(e.currentTarget.value),
                      })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={busy} onClick={() => void submit()}>
          Save availability
        </Button>
      </Group>
    </Stack>
  );
}
