import { ComingSoon } from "../../components/ComingSoon";

/*
 * Screens whose features ship in later releases. Each says what it will hold;
 * none shows invented data. A feature's release replaces its entry in the router.
 */

export const DonationsPage = () => (
  <ComingSoon title="Donate">
    Support free learning for students across India. Donations open with the
    payments release.
  </ComingSoon>
);
