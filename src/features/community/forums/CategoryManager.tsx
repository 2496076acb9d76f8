import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSettings } from "@tabler/icons-react";
import { lazyDialog } from "../../../components/lazyDialog";

const { Dialog: CategoryDialog, preload } = lazyDialog(() =>
  import("./CategoryDialog").then((m) => m.CategoryDialog),
);

/** Staff add, rename and remove forum categories (only empty ones can go). */
export function CategoryManager() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSettings size={16} aria-hidden />}
        onMouseEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        Manage categories
      </Button>
      <CategoryDialog opened={opened} onClose={close} />
    </>
  );
}
