import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** How long the thank-you line stays (docs/product/product-spec.md §4, §9). */
export const newsletterThanksMs = 3000;

/**
 * The box's one field. There is no newsletter endpoint, so no contract schema to reuse: the
 * browser checks the address (required, type email) and this only drops a value that is blank
 * once trimmed.
 */
const newsletterForm = z.object({ email: z.string().trim().min(1) });

/**
 * The footer's newsletter box. The browser checks the address (required, type email); a value
 * that is blank once trimmed is ignored. There is no mailing list yet, so nothing is sent
 * (docs/product/product-spec.md §4): the field clears and a thank-you shows for three seconds.
 */
export function NewsletterForm() {
  const { register, handleSubmit, reset } = useForm<z.input<typeof newsletterForm>>({
    defaultValues: { email: "" },
    resolver: zodResolver(newsletterForm),
  });
  // A counter rather than a flag, so a second subscription restarts the three seconds.
  const [thanksShown, setThanksShown] = useState(0);
  const inputId = useId();

  useEffect(() => {
    if (thanksShown === 0) return;
    const timer = window.setTimeout(() => setThanksShown(0), newsletterThanksMs);
    return () => window.clearTimeout(timer);
  }, [thanksShown]);

  function onSubscribe() {
    reset();
    setThanksShown((count) => count + 1);
  }

  return (
    <form onSubmit={handleSubmit(onSubscribe)} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Email address
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="flex-1"
          {...register("email")}
        />
        <Button type="submit">Subscribe</Button>
      </div>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" className="min-h-5 text-sm">
        {thanksShown > 0 ? (
          <span className="inline-flex items-center gap-1.5 font-medium">
            <CircleCheck className="size-4 text-success" aria-hidden="true" />
            Thank you for subscribing!
          </span>
        ) : null}
      </p>
    </form>
  );
}
