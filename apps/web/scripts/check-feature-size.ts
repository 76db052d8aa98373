/**
 * `npm run check:features`: every web feature (a folder directly under apps/web/src/features/)
 * holds at most {@link featureLineBudget} lines of non-test code, so that a newcomer can read one
 * feature whole and name what it does (issue 31; decision 065). `features/hiring` had grown to
 * 9,875 lines of jobs, offers, contracts, streams, disputes, reviews and the dashboard before it
 * was split. Lines are counted like `wc -l` in every `*.ts` and `*.tsx` file not ending in
 * `.test.ts` or `.test.tsx`, sub-folders included. The check fails naming each folder over the
 * budget and by how much; the way back under it is a split, with what two features share moved
 * to src/lib or src/components and the pages that combine features in src/app/routes.
 *
 * Usage: `node --import tsx apps/web/scripts/check-feature-size.ts [features-folder]`, the folder
 * being apps/web/src/features unless given.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Most lines of non-test code one feature folder may hold. */
const featureLineBudget = 4_000;

/** Whether a file counts towards its feature: TypeScript source that is not a test. */
function isCounted(name: string): boolean {
  return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
}

/** Lines of non-test code in `dir` and its sub-folders, counted like `wc -l` (newline characters). */
function countFeatureLines(dir: string): number {
  let lines = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) lines += countFeatureLines(path);
    else if (entry.isFile() && isCounted(entry.name)) lines += readFileSync(path, "utf8").split("\n").length - 1;
  }
  return lines;
}

/** One feature folder and its size. */
interface FeatureSize {
  name: string;
  lines: number;
}

/** Each feature folder directly under `featuresDir` with its lines of non-test code, largest first. */
function measureFeatures(featuresDir: string): FeatureSize[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, lines: countFeatureLines(join(featuresDir, entry.name)) }))
    .sort((a, b) => b.lines - a.lines || a.name.localeCompare(b.name));
}

const count = (n: number) => n.toLocaleString("en-US");

const featuresDir = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL("../src/features/", import.meta.url));
const fromHere = relative(process.cwd(), featuresDir);
const shown = fromHere === "" || fromHere.startsWith("..") ? featuresDir : fromHere;
const sizes = measureFeatures(featuresDir);
const over = sizes.filter((feature) => feature.lines > featureLineBudget);

if (over.length > 0) {
  console.error(
    `${over.length} feature folder${over.length === 1 ? " is" : "s are"} over the budget of ${count(featureLineBudget)} lines of non-test code (issue 31, decision 065):`,
  );
  for (const feature of over) {
    console.error(
      `  ${join(shown, feature.name)}: ${count(feature.lines)} lines, ${count(feature.lines - featureLineBudget)} over`,
    );
  }
  console.error(
    "Split it into features a newcomer can name: what two of them share goes to src/lib or src/components, pages that combine them to src/app/routes.",
  );
  process.exitCode = 1;
} else {
  const largest = sizes[0];
  console.log(
    `${sizes.length} features, each within ${count(featureLineBudget)} lines of non-test code` +
      (largest ? ` (largest: ${largest.name}, ${count(largest.lines)})` : ""),
  );
}
