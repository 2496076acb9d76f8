import { BackLink } from "../../components/BackLink";
import { paths } from "../../config/paths";

type Tab = Parameters<typeof paths.mentorship.href>[0];

/** The way back to /mentorship, to the tab the page came from. */
export function BackToMentorship({ tab }: { tab?: Tab }) {
  return (
    <BackLink to={paths.mentorship.href(tab)}>Back to Mentorship</BackLink>
  );
}
