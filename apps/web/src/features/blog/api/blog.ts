import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

const postsPath = "/api/v1/blog/posts";

/** `GET /api/v1/blog/posts`: every post, newest first. */
export function useBlogPosts() {
  return useQuery({ queryKey: [postsPath], queryFn: ({ signal }) => dataOf(api.GET(postsPath, { signal })) });
}

/** `GET /api/v1/blog/posts/{slug}`: one post with its Markdown. @throws ApiError 404 for an unknown slug. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: [postsPath, slug],
    queryFn: ({ signal }) => dataOf(api.GET("/api/v1/blog/posts/{slug}", { params: { path: { slug } }, signal })),
  });
}
