const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO instant as a short local date, e.g. "Mar 4, 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** An ISO instant as a local date and time, for tooltips. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
