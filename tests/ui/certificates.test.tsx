import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "../../convex/_generated/dataModel";
import { CertificatesCard } from "../../src/features/learning/certificates/CertificatesCard";
import { VerifyCertificatePage } from "../../src/features/learning/certificates/VerifyCertificatePage";
import { renderAt, renderRoutes, signedInStudent } from "./render";
import { fakeConvex as convex } from "./fakeConvex";

// The Convex client is a fake (tests/ui/fakeConvex.ts).
vi.mock("convex/react", async () => (await import("./fakeConvex")).convexReact);

const VERIFY = "learning/certificates:verify";
const MINE = "learning/certificates:mine";
const DOWNLOAD = "learning/certificates:download";
const CODE = "7KQ29XA4HVT0BCD8EFGM";

beforeEach(() => convex.reset());

const verifyAt = (code: string) =>
  renderRoutes(
    [{ path: "/verify/:code", element: <VerifyCertificatePage /> }],
    {
      path: `/verify/${code}`,
    },
  );

describe("the verify page", () => {
  it("asks for the code as stored and shows only the name, subject, class and date", () => {
    convex.queries.set(VERIFY, {
      studentName: "Ananya Iyer",
      subjectName: "Mathematics",
      grade: 9,
      issuedAt: Date.UTC(2026, 10, 20),
    });
    verifyAt("7kq2-9xa4-hvt0-bcd8-efgm");
    expect(convex.askedWith(VERIFY)).toEqual([{ code: CODE }]);
    expect(
      screen.getByText("This is a valid VidyaQuest certificate."),
    ).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(within(table).getByText("Ananya Iyer")).toBeInTheDocument();
    expect(within(table).getByText("Mathematics")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(screen.getByText("7KQ2-9XA4-HVT0-BCD8-EFGM")).toBeInTheDocument();
  });

  it("says plainly when no certificate has the code, and asks nothing for what cannot be a code", () => {
    convex.queries.set(VERIFY, null);
    verifyAt(CODE);
    expect(screen.getByText("No valid certificate")).toBeInTheDocument();
    convex.reset();
    verifyAt("not-a-code");
    expect(screen.getByText("Not a certificate code")).toBeInTheDocument();
    expect(convex.askedWith(VERIFY)).toEqual([]);
  });
});

describe("the certificates card", () => {
  it("shows nothing before a certificate is earned, then each with its code and a Download button", async () => {
    convex.queries.set(MINE, []);
    renderAt(<CertificatesCard />, { session: signedInStudent(9) });
    expect(
      screen.queryByRole("region", { name: "Your certificates" }),
    ).toBeNull();
    const subjectId = "k57subject" as Id<"subjects">;
    act(() =>
      convex.update(() =>
        convex.queries.set(MINE, [
          {
            subjectId,
            subjectName: "Mathematics",
            grade: 9,
            issuedAt: Date.UTC(2026, 10, 20),
            code: CODE,
          },
        ]),
      ),
    );
    const card = screen.getByRole("region", { name: "Your certificates" });
    expect(within(card).getByText("7KQ2-9XA4-HVT0-BCD8-EFGM")).toBeVisible();
    URL.createObjectURL = vi.fn(() => "blob:certificate");
    URL.revokeObjectURL = vi.fn();
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => {});
    convex.action(DOWNLOAD).mockResolvedValue(new ArrayBuffer(8));
    await act(async () =>
      fireEvent.click(
        within(card).getByRole("button", {
          name: "Download the Mathematics certificate",
        }),
      ),
    );
    expect(convex.action(DOWNLOAD)).toHaveBeenCalledWith({ subjectId });
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(clicked).toHaveBeenCalled();
  });
});
