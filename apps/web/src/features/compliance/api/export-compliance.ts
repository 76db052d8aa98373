import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Name of the file when the server does not name it. */
const fallbackFileName = "agora-compliance-export.json";

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if it has one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

/**
 * `GET /api/v1/compliance/export`: every record Agora holds about me as one JSON file, saved
 * through a temporary link so a failure can be shown on the page instead of a raw error page.
 * @returns the file name it was saved as.
 */
export async function downloadComplianceExport(): Promise<string> {
  const answer = api.GET("/api/v1/compliance/export", { parseAs: "blob" });
  const blob = await dataOf(answer);
  const name = fileNameOf((await answer).response.headers.get("Content-Disposition")) ?? fallbackFileName;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export function useDownloadComplianceExport() {
  return useMutation({ mutationFn: downloadComplianceExport });
}
