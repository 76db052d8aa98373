import { ArrowLeft, CircleAlert, FileSearch, RotateCw } from "lucide-react";
import { Link } from "wouter";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, getErrorMessage } from "@/lib/api";
import { useContract } from "../api/get-contract";
import { ContractDetails, type ContractSlots } from "./contract-details";

/** One contract: its state, money, the actions open to the caller, and for per-minute work the streams. */
export function ContractPanel({
  id,
  backHref,
  notify,
  ...slots
}: {
  id: string;
  backHref: string;
  notify: ShowNotice;
} & ContractSlots) {
  const query = useContract(id);
  const back = (
    <Link
      href={backHref}
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All jobs
    </Link>
  );

  if (query.isPending) {
    return (
      <div
        className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10"
        role="status"
        aria-label="Loading contract"
      >
        {back}
        <h1 className="sr-only">Contract</h1>
        <div className="grid gap-2">
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        {back}
        <Card className="flex flex-col items-center px-6 py-12 text-center" role="alert">
          <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
            {isMissing ? (
              <FileSearch className="size-5" aria-hidden="true" />
            ) : (
              <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
            )}
          </div>
          <h1 className="font-semibold">{isMissing ? "Contract not found" : "Couldn't load this contract"}</h1>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            {isMissing ? "It does not exist, or you are not a party to it." : getErrorMessage(query.error)}
          </p>
          {isMissing ? null : (
            <Button variant="outline" className="mt-5" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? <Spinner /> : <RotateCw />}
              Try again
            </Button>
          )}
        </Card>
      </div>
    );
  }
  return <ContractDetails contract={query.data} back={back} notify={notify} {...slots} />;
}
