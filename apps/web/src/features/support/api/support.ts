import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

const articlesPath = "/api/v1/support/articles";
const searchPath = "/api/v1/support/search";

/** `GET /api/v1/support/articles`: every article, by section then title. */
export function useSupportArticles() {
  return useQuery({ queryKey: [articlesPath], queryFn: ({ signal }) => dataOf(api.GET(articlesPath, { signal })) });
}

/** `GET /api/v1/support/articles/{slug}`: one article with its Markdown. @throws ApiError 404 for an unknown slug. */
export function useSupportArticle(slug: string) {
  return useQuery({
    queryKey: [articlesPath, slug],
    queryFn: ({ signal }) => dataOf(api.GET("/api/v1/support/articles/{slug}", { params: { path: { slug } }, signal })),
  });
}

/** `GET /api/v1/support/search?q=`: the best passages of the articles and the API reference; off while `q` is blank. */
export function useSupportSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [searchPath, query],
    queryFn: ({ signal }) => dataOf(api.GET(searchPath, { params: { query: { q: query } }, signal })),
    enabled: query !== "",
    placeholderData: keepPreviousData,
  });
}
