/**
 * An upload under way: a progress bar (0–100 %) and what is happening in words; past 100 % the
 * server is checking the file, so it says so instead of "100 % sent".
 * @param label the progress bar's accessible name, e.g. "Avatar upload".
 * @param what what the server checks, e.g. "the image", "the file".
 */
export function UploadProgress({ percent, label, what }: { percent: number; label: string; what: string }) {
  return (
    <div className="grid gap-1.5">
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 ease-linear"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {percent < 100 ? `${percent}% sent` : `Sent; checking ${what}…`}
      </p>
    </div>
  );
}
