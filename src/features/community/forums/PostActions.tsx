import { Button, Group } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { ReportButton } from "../ReportButton";
import { ConfirmDelete } from "./ConfirmDelete";

/**
 * What a reader may do with a post (a thread or a reply) besides voting:
 * report it, report its author (where the server allows it), and, for its
 * author or a moderator, Edit and Delete.
 */
export function PostActions({
  noun,
  postId,
  authorName,
  viewer,
  onEdit,
  onDelete,
}: {
  noun: "thread" | "reply";
  postId: string;
  authorName: string;
  viewer: {
    reportableAuthorId?: string | null;
    canEdit: boolean;
    canDelete: boolean;
  };
  onEdit: () => void;
  onDelete: () => Promise<boolean>;
}) {
  return (
    <>
      <ReportButton targetType={noun} targetId={postId} />
      {viewer.reportableAuthorId && (
        <ReportButton
          targetType="user"
          targetId={viewer.reportableAuthorId}
          memberName={authorName}
        />
      )}
      {viewer.canEdit && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onEdit}
          aria-label={`Edit this ${noun}`}
        >
          Edit
        </Button>
      )}
      {viewer.canDelete && <ConfirmDelete noun={noun} onConfirm={onDelete} />}
    </>
  );
}

/** The foot of an edit form: Cancel leaves it unchanged, the other button saves. */
export function EditFormButtons({
  onCancel,
  saveLabel,
  saving,
}: {
  onCancel: () => void;
  saveLabel: string;
  saving: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
