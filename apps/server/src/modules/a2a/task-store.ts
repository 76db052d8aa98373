import type { ListTasksRequest, ListTasksResponse, Task } from "@a2a-js/sdk";
import type { ServerCallContext, TaskStore } from "@a2a-js/sdk/server";
import { LRUCache } from "lru-cache";

/** Tasks kept at most, across all callers: each holds its messages and answer (a few kB). */
export const tasksKeptMax = 5000;
/** How long a finished task can be read again with `GetTask`, in ms. */
export const taskRetentionMs = 60 * 60 * 1000;
/** Most tasks one `ListTasks` page returns (A2A 1.0 `ListTasksRequest.pageSize`: at most 100, 50 by default). */
const pageSizeMax = 100;
const pageSizeDefault = 50;

/**
 * A2A tasks of this instance, bounded: the latest {@link tasksKeptMax} for at most
 * {@link taskRetentionMs}, each visible only to the user who sent it (the call context's user name is
 * the user id). Agora's skills finish within the request, and the lasting records are the offers
 * and contracts in the database, so a task only needs to outlive its answer for a retry or a
 * `GetTask`; the SDK's InMemoryTaskStore keeps every task forever.
 */
export class BoundedTaskStore implements TaskStore {
  readonly #tasks = new LRUCache<string, Task>({ max: tasksKeptMax, ttl: taskRetentionMs });

  async save(task: Task, context: ServerCallContext): Promise<void> {
    this.#tasks.set(keyOf(context, task.id), structuredClone(task));
  }

  async load(taskId: string, context: ServerCallContext): Promise<Task | undefined> {
    const task = this.#tasks.get(keyOf(context, taskId));
    return task && structuredClone(task);
  }

  /** The caller's tasks, newest status first, filtered as asked; `pageToken` is the offset of the page. */
  async list(params: ListTasksRequest, context: ServerCallContext): Promise<ListTasksResponse> {
    const prefix = keyOf(context, "");
    const after = params.statusTimestampAfter ? Date.parse(params.statusTimestampAfter) : undefined;
    const tasks = [...this.#tasks.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .map(([, task]) => task)
      .filter((t) => !params.contextId || t.contextId === params.contextId)
      .filter((t) => !params.status || t.status?.state === params.status)
      .filter((t) => after === undefined || Date.parse(t.status?.timestamp ?? "") > after)
      .sort((a, b) => (b.status?.timestamp ?? "").localeCompare(a.status?.timestamp ?? "") || (a.id < b.id ? 1 : -1));
    const pageSize = Math.min(Math.max(params.pageSize ?? pageSizeDefault, 1), pageSizeMax);
    const offset = Number.parseInt(params.pageToken || "0", 10) || 0;
    const page = tasks.slice(offset, offset + pageSize).map((t) => ({
      ...structuredClone(t),
      artifacts: params.includeArtifacts ? structuredClone(t.artifacts) : [],
    }));
    const next = offset + page.length;
    return { tasks: page, nextPageToken: next < tasks.length ? String(next) : "", pageSize, totalSize: tasks.length };
  }
}

/** Tasks are keyed by their owner first, so one caller can neither read nor list another's. */
function keyOf(context: ServerCallContext, taskId: string): string {
  return `${context.user?.userName ?? ""}\u0000${taskId}`;
}
