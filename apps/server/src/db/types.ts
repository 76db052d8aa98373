import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL `tsvector`; written with `setweight(to_tsvector(…))` by the service layer. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
