import { Tabs } from "radix-ui";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { CodeBlock } from "@/components/code-block";
import type { Snippet, SnippetLanguage } from "../snippets";

const languageLabels: Record<SnippetLanguage, string> = { javascript: "JavaScript", python: "Python" };
const languages = Object.keys(languageLabels) as SnippetLanguage[];

const LanguageContext = createContext<{ language: SnippetLanguage; setLanguage: (l: SnippetLanguage) => void }>({
  language: "javascript",
  setLanguage: () => {},
});

/** One language choice for a whole page: picking Python on one block switches every block. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<SnippetLanguage>("javascript");
  const value = useMemo(() => ({ language, setLanguage }), [language]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** Code per language with a tab for each; any other content (an install command) can stand in for a file. */
export function CodeTabs({
  label,
  snippet,
}: {
  /** What the code does, for the tab list's accessible name. */
  label: string;
  snippet: Readonly<Record<SnippetLanguage, { file: string; code: string }>> | Snippet;
}) {
  const { language, setLanguage } = useContext(LanguageContext);
  return (
    <Tabs.Root value={language} onValueChange={(value) => setLanguage(value as SnippetLanguage)} className="min-w-0">
      <Tabs.List aria-label={`${label}: language`} className="mb-2 flex gap-1">
        {languages.map((l) => (
          <Tabs.Trigger
            key={l}
            value={l}
            className="rounded-md px-2.5 py-1 text-xs font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-primary-soft data-[state=active]:text-primary-soft-foreground"
          >
            {languageLabels[l]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {languages.map((l) => (
        <Tabs.Content key={l} value={l} className="outline-none">
          <CodeBlock title={snippet[l].file} code={snippet[l].code.trimEnd()} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
