import { Drawer, MantineProvider, Modal } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "../../src/app/theme";

function withTheme(ui: React.ReactElement) {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {ui}
    </MantineProvider>,
  );
}

describe("theme", () => {
  it("names a dialog's icon-only close button Close", () => {
    withTheme(
      <Modal
        opened
        onClose={() => {}}
        title="A dialog"
        transitionProps={{ duration: 0 }}
      >
        Body
      </Modal>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("names a drawer's icon-only close button Close", () => {
    withTheme(
      <Drawer
        opened
        onClose={() => {}}
        title="A drawer"
        transitionProps={{ duration: 0 }}
      >
        Body
      </Drawer>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });
});
