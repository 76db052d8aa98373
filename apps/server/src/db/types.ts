import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL `tsvector`; written with `setweight(to_tsvector(…))` by the service layer. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * PostgreSQL `bytea` holding a vector of float4, 4 bytes a dimension in network (big-endian)
 * order: what `float4send` writes, so SQL can build or read one too. Reading one is a copy of
 * bytes, where a `real[]` is parsed from text, number by number (a match reads about 60
 * vectors of 1,536 dimensions: docs/BENCHMARKS.md, "With semantic relevance").
 */
export const float4Vector = customType<{ data: Float32Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver(vector: Float32Array): Uint8Array {
    const bytes = new Uint8Array(vector.length * 4);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i] as number, false);
    return bytes;
  },
  fromDriver(bytes: Uint8Array): Float32Array {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const vector = new Float32Array(bytes.byteLength >> 2);
    for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, false);
    return vector;
  },
});
