import "katex/dist/katex.min.css";
import { Typography } from "@mantine/core";
import { memo } from "react";
import ReactMarkdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";

const remarkPlugins = [remarkGfm, remarkMath];
const rehypePlugins = [rehypeKatex];

/** A paper's words: Markdown with typeset mathematics (KaTeX). */
export const PaperText = memo(function PaperText({
  children,
}: {
  children: string;
}) {
  return (
    <Typography>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
});
