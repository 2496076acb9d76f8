import { cancelReasonSchema } from "@convex/mentorship/rules";
import { plural } from "../../../lib/format";
import { ReasonModal } from "./ReasonModal";

/** Cancel a session, with the reason its registrants are told. */
export function CancelSessionModal({
  title,
  registered,
  onCancel,
  onClose,
}: {
  title: string;
  registered: number;
  onCancel: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ReasonModal
      title="Cancel this session?"
      message={
        registered > 0
          ? `“${title}” is called off, and the ${plural(registered, "registered student")} are told why.`
          : `“${title}” is called off.`
      }
      label="Reason"
      confirmLabel="Cancel session"
      schema={cancelReasonSchema}
      onConfirm={onCancel}
      onClose={onClose}
    />
  );
}
