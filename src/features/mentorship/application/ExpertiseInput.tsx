import { Badge, Button, Group, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import {
  APPLICATION_MESSAGES,
  EXPERTISE_ITEM_MAX,
  EXPERTISE_MAX_ITEMS,
  normalizeExpertise,
} from "@convex/mentorship/rules";

/**
 * Areas of expertise, one at a time: typed, then added with the
 * Add button or Enter; each shows as a tag that a click removes. Blank and
 * repeated entries (ignoring case) are ignored, as the server ignores them.
 */
export function ExpertiseInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: ReactNode;
}) {
  const [draft, setDraft] = useState("");
  const full = value.length >= EXPERTISE_MAX_ITEMS;

  const add = () => {
    const next = normalizeExpertise([...value, draft]);
    if (next.length > value.length) onChange(next);
    setDraft("");
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Areas of Expertise"
        description={
          value.length === 0
            ? APPLICATION_MESSAGES.expertiseNeeded
            : `Up to ${EXPERTISE_MAX_ITEMS} areas; click one to remove it.`
        }
        placeholder="For example: Algebra"
        withAsterisk
        maxLength={EXPERTISE_ITEM_MAX}
        disabled={full}
        value={draft}
        error={error}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter adds the entry instead of sending the form.
          if (e.key === "Enter") {
            e.preventDefault();
            add();
          }
        }}
        rightSectionWidth={84}
        rightSectionPointerEvents="all"
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={add}
            disabled={full}
          >
            Add
          </Button>
        }
      />
      {value.length > 0 && (
        <Group gap="xs" role="list" aria-label="Your areas of expertise">
          {value.map((tag) => (
            <div role="listitem" key={tag}>
              <Badge
                component="button"
                type="button"
                size="lg"
                variant="light"
                tt="none"
                rightSection={<IconX size={12} aria-hidden />}
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                style={{ cursor: "pointer" }}
              >
                {tag}
              </Badge>
            </div>
          ))}
        </Group>
      )}
    </Stack>
  );
}
