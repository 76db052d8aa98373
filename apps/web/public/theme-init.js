// Runs before the app bundle so the first paint already uses the right theme.
// Keep the key and values in step with src/lib/theme.tsx.
(() => {
  let choice = "system";
  try {
    choice = localStorage.getItem("agora-theme") || "system";
  } catch {
    // Storage can be blocked (private mode, policies); the app logs this once it starts.
  }
  const isDark = choice === "dark" || (choice !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", isDark);
})();
