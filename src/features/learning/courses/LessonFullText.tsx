import "katex/dist/katex.min.css";
import { Anchor, Button, Paper, Stack, Title, Typography } from "@mantine/core";
import { memo, useId, useState, type ComponentPropsWithoutRef } from "react";
import ReactMarkdown, {
  defaultUrlTransform,
  type Components,
  type ExtraProps,
} from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { isPlainSvg } from "@convex/learning/lessonTextRules";
import markdownClasses from "../../../components/Markdown.module.css";
import classes from "./lessonText.module.css";

export type LessonFigure = { name: string; svg: string; alt: string };
export type LessonTextData = {
  body: string;
  figures: LessonFigure[];
  check: { question: string; answer: string }[];
};

type Props<T extends keyof React.JSX.IntrinsicElements> =
  ComponentPropsWithoutRef<T> & ExtraProps;

/** A figure's drawing size from its viewBox ("0 0 320 140" → 320 / 140). */
function aspectOf(svg: string): string {
  const box = /viewBox\s*=\s*["']([^"']+)["']/i.exec(svg)?.[1];
  const [, , w, h] = (box ?? "").split(/[\s,]+/).map(Number);
  return w > 0 && h > 0 ? `${w} / ${h}` : "2 / 1";
}

/**
 * A lesson figure, drawn in the text's own colour so it follows the theme:
 * the SVG is used only as a CSS mask over `currentColor` (never put into
 * the page, so nothing in it can run), and only when it is plain drawing.
 * Its alt text is read out; its caption is shown below it.
 */
export function Figure({
  figure,
  caption,
}: {
  figure: LessonFigure | undefined;
  caption: string;
}) {
  const plain = figure !== undefined && isPlainSvg(figure.svg);
  const mask = plain
    ? `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(figure.svg)}")`
    : undefined;
  return (
    <figure className={classes.figure}>
      {plain ? (
        <div
          role="img"
          aria-label={figure.alt}
          className={classes.figureArt}
          style={{
            aspectRatio: aspectOf(figure.svg),
            maskImage: mask,
            WebkitMaskImage: mask,
          }}
        />
      ) : (
        figure && <p className={classes.figureAlt}>{figure.alt}</p>
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** Wide tables scroll inside their own box; keyboard users can scroll them too. */
function LessonTable({ children }: Props<"table">) {
  return (
    <div
      className={markdownClasses.tableBox}
      tabIndex={0}
      role="region"
      aria-label="Table"
    >
      <table>{children}</table>
    </div>
  );
}

function LessonLink({ href = "", children }: Props<"a">) {
  return (
    <Anchor href={href} underline="always">
      {children}
    </Anchor>
  );
}

/** Lesson figures are named `figure:name`; every other address goes through react-markdown's safe filter. */
function urlTransform(url: string) {
  return /^figure:[\w-]+$/.test(url) ? url : defaultUrlTransform(url);
}

const remarkPlugins = [remarkGfm, remarkMath];

/**
 * A formula written `$$…$$` on a line of its own is displayed, as the lesson
 * texts are written (remark-math displays only `$$` blocks on lines of their
 * own, so such a line is opened up into one).
 */
export function displayFormulas(markdown: string): string {
  return markdown.replace(/^[ \t]*\$\$(.+?)\$\$[ \t]*$/gm, "$$$$\n$1\n$$$$");
}
const rehypePlugins = [rehypeKatex];

/** The lesson's text: Markdown with typeset mathematics (KaTeX) and its figures. */
const LessonMarkdown = memo(function LessonMarkdown({
  children,
  figures = [],
}: {
  children: string;
  figures?: LessonFigure[];
}) {
  const components: Components = {
    // Headings sit below the page's h1 and the section's h2.
    h1: "h3",
    h2: "h3",
    h3: "h4",
    h4: "h5",
    h5: "h6",
    h6: "h6",
    a: LessonLink,
    table: LessonTable,
    img: ({ src, alt }: Props<"img">) => {
      const name = typeof src === "string" ? src.replace(/^figure:/, "") : "";
      return (
        <Figure
          figure={figures.find((f) => f.name === name)}
          caption={alt ?? ""}
        />
      );
    },
    // A figure on its own line is a block, not part of a paragraph.
    p: ({ node, children }: Props<"p">) => {
      const only = node?.children.length === 1 ? node.children[0] : null;
      if (only?.type === "element" && only.tagName === "img")
        return <>{children}</>;
      return <p>{children}</p>;
    },
  };
  // A formula too wide for a phone scrolls inside the text, never the page;
  // the text takes the focus so a keyboard can scroll it too.
  return (
    <Typography
      className={`${markdownClasses.root} ${classes.text}`}
      tabIndex={0}
    >
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
        urlTransform={urlTransform}
        skipHtml
      >
        {displayFormulas(children)}
      </ReactMarkdown>
    </Typography>
  );
});

function CheckItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className={classes.checkItem}>
      <Stack gap="xs">
        <LessonMarkdown>{question}</LessonMarkdown>
        <div>
          <Button
            variant="light"
            size="xs"
            aria-expanded={open}
            aria-controls={answerId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? "Hide answer" : "Show answer"}
          </Button>
        </div>
        <div id={answerId} hidden={!open} className={classes.answer}>
          {open && <LessonMarkdown>{answer}</LessonMarkdown>}
        </div>
      </Stack>
    </li>
  );
}

/**
 * A lesson's full text and its check-yourself: loaded on demand, so KaTeX
 * and its styles reach only the lesson pages that show a text.
 */
export default function LessonFullText({ text }: { text: LessonTextData }) {
  const checkId = useId();
  return (
    <>
      <Paper
        withBorder
        p={{ base: "md", sm: "lg" }}
        component="section"
        aria-labelledby="lesson-text"
      >
        <Title order={2} fz="h3" id="lesson-text" mb="sm">
          Lesson
        </Title>
        <LessonMarkdown figures={text.figures}>{text.body}</LessonMarkdown>
      </Paper>
      {text.check.length > 0 && (
        <Paper
          withBorder
          p={{ base: "md", sm: "lg" }}
          component="section"
          aria-labelledby={checkId}
        >
          <Title order={2} fz="h3" id={checkId} mb="sm">
            Check yourself
          </Title>
          <Stack component="ol" gap="md" className={classes.checkList}>
            {text.check.map((c, i) => (
              <CheckItem key={i} question={c.question} answer={c.answer} />
            ))}
          </Stack>
        </Paper>
      )}
    </>
  );
}
