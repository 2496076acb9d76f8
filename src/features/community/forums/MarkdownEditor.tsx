import { Paper, Tabs, Text, Textarea } from "@mantine/core";
import { useId, type ChangeEvent, type ReactNode } from "react";
import { Markdown } from "../../../components/Markdown";
import { CharacterCount } from "./CharacterCount";

export type EditorMode = "write" | "preview";

/**
 * A Markdown text box with Write and Preview tabs, as on GitHub. The parent
 * holds the mode so it can switch back to Write when validation fails.
 */
export function MarkdownEditor({
  label,
  value = "",
  onChange,
  onFocus,
  onBlur,
  error,
  max,
  mode,
  onModeChange,
  minRows = 6,
  placeholder,
  autoFocus,
}: {
  label: string;
  value?: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error?: ReactNode;
  max: number;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  minRows?: number;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <Tabs
      value={mode}
      onChange={(next) =>
        onModeChange(next === "preview" ? "preview" : "write")
      }
      keepMounted={false}
    >
      <Tabs.List aria-label={`${label}: write or preview`}>
        <Tabs.Tab value="write">Write</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <Textarea
          id={id}
          label={label}
          description={
            <>
              Markdown supported: **bold**, *italic*, lists, `code` and links.{" "}
              <CharacterCount value={value} max={max} />
            </>
          }
          withAsterisk
          value={value}
          onChange={onChange}
          onFocus={onFocus}
          onBlur={onBlur}
          error={error}
          autosize
          minRows={minRows}
          maxRows={20}
          placeholder={placeholder}
          autoFocus={autoFocus}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs">
        <Paper withBorder p="md" radius="md" mih={120}>
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <Text c="dimmed">Nothing to preview yet.</Text>
          )}
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
