import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type BlogPost,
  blogPostSummary,
  type SupportArticle,
  supportArticleSummary,
  supportCategories,
} from "@agora/contracts";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/** Where the repository keeps the blog posts (`blog/*.md`) and support articles (`support/*.md`). */
export const contentDir = fileURLToPath(new URL("../../../content", import.meta.url));

/** The company pages' content, read once at start. */
export interface ContentLibrary {
  /** Newest first. */
  posts: BlogPost[];
  /** By section (in {@link supportCategories} order), then title. */
  articles: SupportArticle[];
}

/** YAML front matter between `---` lines, then the Markdown body (the Jekyll/Hugo convention). */
const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * The `.md` files of `dir`, each checked against `schema` (its front matter plus the file's name
 * as `slug`).
 * @throws Error naming the file and every bad field, so a broken post stops the server at start
 *   instead of showing a half page.
 */
function readMarkdownDir<S extends z.ZodType<object>>(dir: string, schema: S): Array<z.output<S> & { body: string }> {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const file = join(dir, name);
      const match = frontMatter.exec(readFileSync(file, "utf8"));
      if (!match) throw new Error(`${file}: no front matter between --- lines`);
      const parsed = schema.safeParse({ ...parseYaml(match[1] ?? ""), slug: name.slice(0, -".md".length) });
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
        throw new Error(`${file}: ${fields.join("; ")}`);
      }
      return { ...parsed.data, body: (match[2] ?? "").trim() };
    });
}

/**
 * Reads and checks every post and article under `dir`.
 * @throws Error for a file without front matter, or with a missing or bad field.
 */
export function loadContentLibrary(dir = contentDir): ContentLibrary {
  const posts = readMarkdownDir(join(dir, "blog"), blogPostSummary.strict()).sort(
    (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
  const order = (category: SupportArticle["category"]) => supportCategories.indexOf(category);
  const articles = readMarkdownDir(join(dir, "support"), supportArticleSummary.strict()).sort(
    (a, b) => order(a.category) - order(b.category) || a.title.localeCompare(b.title),
  );
  return { posts, articles };
}
