import { Anchor, Typography, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { memo, type ComponentPropsWithoutRef } from "react";
import ReactMarkdown, {
  type Components,
  type ExtraProps,
} from "react-markdown";
import { Link } from "react-router-dom";
import remarkGfm from "remark-gfm";
import classes from "./Markdown.module.css";

/** An address inside this app: a path, an in-page anchor, or our own origin. */
function internalPath(href: string): string | null {
  if (href.startsWith("#")) return href;
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  try {
    const url = new URL(href, window.location.href);
    if (url.origin === window.location.origin)
      return url.pathname + url.search + url.hash;
  } catch {
    // Not a URL we can read: treated as external below.
  }
  return null;
}

type Props<T extends keyof React.JSX.IntrinsicElements> =
  ComponentPropsWithoutRef<T> & ExtraProps;

function MarkdownLink({ href = "", children }: Props<"a">) {
  const internal = internalPath(href);
  if (internal !== null)
    return (
      <Anchor component={Link} to={internal} underline="always">
        {children}
      </Anchor>
    );
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      underline="always"
    >
      {children}
      <IconExternalLink
        size={12}
        aria-hidden
        style={{ marginLeft: 2, verticalAlign: "baseline" }}
      />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/**
 * Pictures are not loaded from other sites (members are children, and an
 * image can track whoever views it): they become a link to the picture.
 */
function MarkdownImage({ src, alt }: Props<"img">) {
  if (typeof src !== "string" || !src) return alt ? <>{alt}</> : null;
  return <MarkdownLink href={src}>{`Image: ${alt || src}`}</MarkdownLink>;
}

/** Wide code and tables scroll inside their own box; keyboard users can scroll them too. */
function MarkdownPre({ children }: Props<"pre">) {
  return (
    <pre tabIndex={0} aria-label="Code block">
      {children}
    </pre>
  );
}

function MarkdownTable({ children }: Props<"table">) {
  return (
    <div
      className={classes.tableBox}
      tabIndex={0}
      role="region"
      aria-label="Table"
    >
      <table>{children}</table>
    </div>
  );
}

/** Headings inside a post sit below the page's own h1 and h2. */
const headingLevels = {
  h1: "h3",
  h2: "h4",
  h3: "h5",
  h4: "h6",
  h5: "h6",
  h6: "h6",
} as const;

const components: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  pre: MarkdownPre,
  table: MarkdownTable,
  ...headingLevels,
};

const remarkPlugins = [remarkGfm];

/**
 * Member-written Markdown (GitHub flavour), safely: raw HTML is dropped, never
 * rendered; unsafe URLs (javascript: and the like) are removed by
 * react-markdown's default URL filter; links to other sites open in a new
 * tab without passing on who sent the reader. The text is parsed again only
 * when it changes.
 */
export const Markdown = memo(function Markdown({
  children,
}: {
  children: string;
}) {
  return (
    <Typography className={classes.root}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        components={components}
        skipHtml
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
});
