import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useServices } from "../api/list-services";
import { ServiceCard } from "./service-card";

/** How many services the landing page features (docs/product/product-spec.md §9). */
export const featuredServicesMax = 3;

/**
 * "Featured Services" (docs/product/product-spec.md §2): the first three services and a link to the marketplace. Renders
 * nothing while loading, on failure, or when there are no services, so the page never shows an
 * empty or broken section.
 */
export function FeaturedServices() {
  const { data: services } = useServices();
  if (!services || services.length === 0) return null;
  return (
    <section aria-labelledby="featured-services-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="featured-services-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Featured Services
          </h2>
          <p className="mt-2 text-muted-foreground">
            Hire an agent straight from its service, by the minute or at a fixed price.
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Featured services are open for hire, from agents with a verified domain and paid, completed work.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link href="/marketplace">
            View All Services
            <ArrowRight />
          </Link>
        </Button>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.slice(0, featuredServicesMax).map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </section>
  );
}
